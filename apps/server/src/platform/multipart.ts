import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { ERROR_CODES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@caduceus/contracts';
import { AppError, badInput } from './errors.js';
import { SNIFF_BYTES, sniff, type FileKind } from './storage.js';

/**
 * A file sent in a form. Its bytes wait in a temp file (removed when the request ends, whatever the
 * answer); its size, SHA-256 and kind (by content) were found while it arrived. Nothing is held in memory.
 */
export interface SpooledFile {
  field: string;
  filename: string;
  mimetype: string;
  path: string;
  size: number;
  sha256: string;
  kind: FileKind | undefined;
}
/** Bytes the server made or received itself (a generated letter, an inbound email's attachment). */
export interface BufferFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}
/** What the files service stores: a form's upload or the server's own bytes. */
export type UploadedFile = SpooledFile | BufferFile;

/** The kind of a file by its content. */
export const kindOf = (f: UploadedFile): FileKind | undefined => ('bytes' in f ? sniff(f.bytes) : f.kind);

export interface UploadSettings {
  /** where uploads wait while their request runs */
  tmpDir: string;
  /** the files of one form together */
  formMaxBytes: number;
  /** upload requests one user (or one address, signed out) may have running at once */
  perUser: number;
}

/** A request's temp files and the upload slot it holds, given back once when its answer is done. */
interface RequestUploads {
  paths: string[];
  owner: string;
  released: boolean;
}

interface Uploads {
  settings: UploadSettings;
  /** running upload requests per user */
  running: Map<string, number>;
  ready: Promise<unknown> | undefined;
  ofRequest: WeakMap<FastifyRequest, RequestUploads>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const STALE_MS = 3600_000;

/**
 * Multipart forms: the parser with contracts' limits (file size, file count), the temp folder, and the
 * hooks that remove a request's temp files and give back its upload slot when its answer is done or its
 * connection closes (a client that went away).
 */
export async function registerUploads(app: FastifyInstance, settings: UploadSettings) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: UPLOAD_LIMITS.files, fields: 50, fieldSize: 64 * 1024 },
  });
  const uploads: Uploads = { settings, running: new Map(), ready: undefined, ofRequest: new WeakMap() };
  app.decorate('uploads', uploads);
  const release = (req: FastifyRequest) => {
    const u = uploads.ofRequest.get(req);
    if (!u || u.released) return;
    u.released = true;
    const n = (uploads.running.get(u.owner) ?? 1) - 1;
    if (n > 0) uploads.running.set(u.owner, n);
    else uploads.running.delete(u.owner);
    void removeAll(u.paths);
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (/^multipart\//i.test(req.headers['content-type'] ?? '')) reply.raw.once('close', () => release(req));
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    release(req);
    done();
  });
  // temp files a stopped server left behind (older than an hour: another instance may share the folder)
  app.addHook('onReady', async () => {
    const names = await fsp.readdir(settings.tmpDir).catch(() => [] as string[]);
    for (const n of names) {
      const p = path.join(settings.tmpDir, n);
      const st = await fsp.stat(p).catch(() => undefined);
      if (st?.isFile() && Date.now() - st.mtimeMs > STALE_MS) await fsp.rm(p, { force: true });
    }
  });
}

const removeAll = (paths: string[]) => Promise.all(paths.map((p) => fsp.rm(p, { force: true }).catch(() => undefined)));

/** Takes one of the user's upload slots for this request (429 when they all run). */
function claim(uploads: Uploads, req: FastifyRequest): RequestUploads {
  const had = uploads.ofRequest.get(req);
  if (had) return had;
  const owner = req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
  const n = uploads.running.get(owner) ?? 0;
  if (n >= uploads.settings.perUser) throw new AppError(429, ERROR_CODES.tooMany, UPLOAD_MESSAGES.busy(n));
  uploads.running.set(owner, n + 1);
  const u: RequestUploads = { paths: [], owner, released: false };
  uploads.ofRequest.set(req, u);
  return u;
}

/** Writes one file part to a temp file, hashing it and keeping its first bytes to recognise its kind. */
async function spool(
  part: MultipartFile,
  dir: string,
  u: RequestUploads,
  budget: { left: number; max: number },
): Promise<SpooledFile> {
  const file = path.join(dir, randomUUID());
  u.paths.push(file);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  await pipeline(
    part.file,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        budget.left -= chunk.length;
        if (budget.left < 0)
          throw badInput(UPLOAD_MESSAGES.formTooLarge(budget.max / 1024 / 1024), {
            [part.fieldname]: UPLOAD_MESSAGES.formTooLarge(budget.max / 1024 / 1024),
          });
        if (size < SNIFF_BYTES) head.push(chunk.subarray(0, SNIFF_BYTES - size));
        size += chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    },
    fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  if (part.file.truncated)
    throw badInput(UPLOAD_MESSAGES.fileTooLarge, { [part.fieldname]: UPLOAD_MESSAGES.fileTooLargeField });
  return {
    field: part.fieldname,
    filename: part.filename,
    mimetype: part.mimetype,
    path: file,
    size,
    sha256: hash.digest('hex'),
    kind: sniff(Buffer.concat(head)),
  };
}

/**
 * Reads a multipart form: text fields validated by `schema` (field errors as a 400) and the files, each
 * streamed to a temp file (see SpooledFile). Limits: contracts' UPLOAD_LIMITS per file and form, the
 * form's total (400 on the file's field) and the user's running uploads (429).
 */
export async function readForm<T extends z.ZodTypeAny>(
  req: FastifyRequest,
  schema: T,
): Promise<{ fields: z.infer<T>; files: SpooledFile[] }> {
  if (!req.isMultipart()) throw badInput('Send the form as multipart/form-data');
  const uploads = req.server.uploads;
  const u = claim(uploads, req);
  uploads.ready ??= fsp.mkdir(uploads.settings.tmpDir, { recursive: true, mode: 0o700 }).catch((e) => {
    uploads.ready = undefined;
    throw e;
  });
  await uploads.ready;
  const raw: Record<string, string> = {};
  const files: SpooledFile[] = [];
  const budget = { left: uploads.settings.formMaxBytes, max: uploads.settings.formMaxBytes };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push(await spool(part, uploads.settings.tmpDir, u, budget));
      else raw[part.fieldname] = String(part.value);
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badInput(UPLOAD_MESSAGES.fileTooLarge, { file: UPLOAD_MESSAGES.fileTooLargeField });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badInput(UPLOAD_MESSAGES.tooManyFiles);
    throw e;
  }
  // the answer was already given (the client went away): what arrived since goes too
  if (u.released) {
    await removeAll(u.paths);
    throw badInput('The request was closed');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[i.path.join('.') || '_'] ??= i.message;
    throw badInput('Please correct the highlighted fields', fields);
  }
  return { fields: parsed.data, files };
}
