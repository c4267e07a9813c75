import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badInput } from './errors.js';

export interface UploadedFile { field: string; filename: string; mimetype: string; bytes: Buffer }

/** Reads a multipart form: text fields validated by `schema` (field errors as a 400) and the files. */
export async function readForm<T extends z.ZodTypeAny>(req: FastifyRequest, schema: T): Promise<{ fields: z.infer<T>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw badInput('Send the form as multipart/form-data');
  const raw: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() });
      else raw[part.fieldname] = String(part.value);
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badInput('The file is too large', { file: 'The file is too large (10 MB at most)' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badInput('Too many files in one form');
    throw e;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[i.path.join('.') || '_'] ??= i.message;
    throw badInput('Please correct the highlighted fields', fields);
  }
  return { fields: parsed.data, files };
}
