import fs from 'node:fs/promises';
import path from 'node:path';

/** What to store: bytes in memory, or a file on disk (an upload waiting in the temp folder). */
export type StorageContent = Buffer | { path: string };

/** Where uploaded bytes live: a local folder by default; an S3-compatible store can implement the same. */
export interface Storage {
  put(key: string, content: StorageContent): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function localStorage(root: string): Storage {
  const at = (key: string) => {
    if (!/^[a-z0-9/-]+$/.test(key)) throw new Error('bad storage key');
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      await fs.mkdir(path.dirname(at(key)), { recursive: true });
      // a file is copied, not moved: the upload's temp file is removed when its request ends
      if (Buffer.isBuffer(content)) await fs.writeFile(at(key), content);
      else await fs.copyFile(content.path, at(key));
    },
    get: (key) => fs.readFile(at(key)),
    remove: (key) => fs.rm(at(key), { force: true }),
  };
}

/** File kinds we accept, recognised by their first bytes (the declared type is not trusted). */
export const FILE_KINDS = {
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  gif: { mime: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
  webp: { mime: 'image/webp', magic: [0x52, 0x49, 0x46, 0x46] },
  pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: [0x50, 0x4b, 0x03, 0x04] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** The first bytes `sniff` needs to recognise a kind (the part names of an Office file lie near the start). */
export const SNIFF_BYTES = 256 * 1024;

/** Office files are zip archives: the part folders inside tell a workbook from a document. */
function officeKind(bytes: Buffer): 'xlsx' | 'docx' | undefined {
  const head = bytes.subarray(0, SNIFF_BYTES).toString('latin1');
  const word = head.indexOf('word/'),
    xl = head.indexOf('xl/');
  if (word < 0 && xl < 0) return undefined;
  return word >= 0 && (xl < 0 || word < xl) ? 'docx' : 'xlsx';
}

export function sniff(bytes: Buffer): FileKind | undefined {
  const kind = (Object.keys(FILE_KINDS) as FileKind[]).find(
    (k) =>
      FILE_KINDS[k].magic.every((b, i) => bytes[i] === b) &&
      (k !== 'webp' || bytes.subarray(8, 12).toString('latin1') === 'WEBP'),
  );
  return kind === 'xlsx' || kind === 'docx' ? officeKind(bytes) : kind;
}

/** A file name safe to show and to send in Content-Disposition. */
export const safeFilename = (name: string) =>
  path
    .basename(name)
    .replace(/[^\w.\- ]+/g, '_')
    .slice(-120) || 'file';
