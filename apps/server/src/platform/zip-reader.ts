import fs from 'node:fs';
import fsp from 'node:fs/promises';
import zlib from 'node:zlib';

/**
 * Reads the parts of a zip file on disk (an .xlsx) one at a time, as streams, through its central
 * directory. What the directory declares is checked before anything is unpacked (sizes within the
 * budget, ratios deflate can give), and is not trusted: the bytes are counted while they are unpacked,
 * and a part that grows past its declared size or past the budget stops at once.
 */

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  encrypted: boolean;
}

/** Why a zip was refused: it unpacks to more than allowed, or it lies about its parts or is broken. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'damaged' | 'unreadable') {
    super(`zip ${reason}`);
  }
}

/** Unpacked bytes allowed over all the parts read from one file. */
export interface UnpackBudget {
  used: number;
  max: number;
}

const EOCD = 0x06054b50,
  CENTRAL = 0x02014b50,
  LOCAL = 0x04034b50;
/** Deflate cannot shrink data by much more than 1032:1: a part that says it did is lying. */
const MAX_RATIO = 1100;
const MAX_ENTRIES = 10_000;

export interface ZipFile {
  entries: Map<string, ZipEntry>;
  /** Refuses before unpacking when the declared sizes of these parts together pass the budget. */
  checkDeclared(parts: ZipEntry[], budget: UnpackBudget): void;
  /** The unpacked bytes of a part, counted against its declared size and the budget. */
  read(entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer>;
}

/** Zip64 keeps sizes and offsets that do not fit 32 bits in an extra field (id 1), in this order. */
function zip64(extra: Buffer, e: ZipEntry) {
  for (let p = 0; p + 4 <= extra.length;) {
    const id = extra.readUInt16LE(p),
      len = extra.readUInt16LE(p + 2);
    if (id === 1) {
      let q = p + 4;
      const next = () => {
        if (q + 8 > p + 4 + len) throw new ZipRefused('unreadable');
        const v = Number(extra.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (e.size === 0xffffffff) e.size = next();
      if (e.compressedSize === 0xffffffff) e.compressedSize = next();
      if (e.localOffset === 0xffffffff) e.localOffset = next();
      return;
    }
    p += 4 + len;
  }
}

export async function openZip(file: string): Promise<ZipFile> {
  const fh = await fsp.open(file, 'r');
  let fileSize: number;
  const entries = new Map<string, ZipEntry>();
  try {
    fileSize = (await fh.stat()).size;
    const tailLen = Math.min(fileSize, 22 + 0xffff);
    const tail = Buffer.alloc(tailLen);
    await fh.read(tail, 0, tailLen, fileSize - tailLen);
    let eocd = -1;
    for (let i = tailLen - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === EOCD) {
        eocd = i;
        break;
      }
    if (eocd < 0) throw new ZipRefused('unreadable');
    const count = tail.readUInt16LE(eocd + 10),
      cdSize = tail.readUInt32LE(eocd + 12),
      cdOffset = tail.readUInt32LE(eocd + 16);
    if (count > MAX_ENTRIES || cdOffset + cdSize > fileSize) throw new ZipRefused('unreadable');
    const cd = Buffer.alloc(cdSize);
    await fh.read(cd, 0, cdSize, cdOffset);
    for (let p = 0, i = 0; i < count; i++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw new ZipRefused('unreadable');
      const nameLen = cd.readUInt16LE(p + 28),
        extraLen = cd.readUInt16LE(p + 30),
        commentLen = cd.readUInt16LE(p + 32);
      const e: ZipEntry = {
        name: cd.toString('utf8', p + 46, p + 46 + nameLen),
        method: cd.readUInt16LE(p + 10),
        encrypted: (cd.readUInt16LE(p + 8) & 1) === 1,
        compressedSize: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        localOffset: cd.readUInt32LE(p + 42),
      };
      zip64(cd.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen), e);
      if (e.localOffset + 30 + e.compressedSize > fileSize) throw new ZipRefused('unreadable');
      entries.set(e.name, e);
      p += 46 + nameLen + extraLen + commentLen;
    }
  } finally {
    await fh.close();
  }

  async function dataStart(e: ZipEntry) {
    const h = Buffer.alloc(30);
    const fd = await fsp.open(file, 'r');
    try {
      await fd.read(h, 0, 30, e.localOffset);
    } finally {
      await fd.close();
    }
    if (h.readUInt32LE(0) !== LOCAL) throw new ZipRefused('unreadable');
    const start = e.localOffset + 30 + h.readUInt16LE(26) + h.readUInt16LE(28);
    if (start + e.compressedSize > fileSize) throw new ZipRefused('unreadable');
    return start;
  }

  return {
    entries,
    checkDeclared(parts, budget) {
      let total = budget.used;
      for (const e of parts) {
        if (e.encrypted || (e.method !== 0 && e.method !== 8)) throw new ZipRefused('unreadable');
        if (e.method === 8 && e.size > 1024 * 1024 && e.size / Math.max(1, e.compressedSize) > MAX_RATIO)
          throw new ZipRefused('damaged');
        total += e.size;
      }
      if (total > budget.max) throw new ZipRefused('tooLarge');
    },
    async *read(e, budget) {
      if (e.compressedSize === 0) return;
      const start = await dataStart(e);
      const raw = fs.createReadStream(file, { start, end: start + e.compressedSize - 1 });
      let source: NodeJS.ReadableStream = raw;
      let inflate: zlib.InflateRaw | undefined;
      if (e.method === 8) {
        inflate = zlib.createInflateRaw();
        raw.on('error', (err) => inflate!.destroy(err));
        source = raw.pipe(inflate);
      }
      let n = 0;
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          n += chunk.length;
          if (n > e.size) throw new ZipRefused('damaged');
          budget.used += chunk.length;
          if (budget.used > budget.max) throw new ZipRefused('tooLarge');
          yield chunk;
        }
      } catch (err) {
        if (err instanceof ZipRefused) throw err;
        throw new ZipRefused('unreadable');
      } finally {
        raw.destroy();
        inflate?.destroy();
      }
    },
  };
}
