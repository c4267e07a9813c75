import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/index.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { FILE_KINDS, safeFilename, type FileKind, type Storage } from '../../../platform/storage.js';
import { kindOf, type UploadedFile } from '../../../platform/multipart.js';
import { files } from './files.schema.js';

export type FileRow = typeof files.$inferSelect;

/** Stores uploads safely: kind checked by content, random key, hash kept; domains keep the file id. */
export function createFilesService(db: Db, storage: Storage) {
  async function put(
    ex: Executor,
    file: UploadedFile,
    contentType: string,
    uploadedBy: number | null,
  ): Promise<FileRow> {
    // an upload was measured and hashed while it arrived; the server's own bytes are measured here
    const { size, sha256 } =
      'bytes' in file
        ? { size: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex') }
        : file;
    if (!size) throw badInput('The file is empty', { [file.field]: 'The file is empty' });
    const key = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
    await storage.put(key, 'bytes' in file ? file.bytes : { path: file.path });
    const [row] = await ex
      .insert(files)
      .values({ key, filename: safeFilename(file.filename), contentType, size, sha256, uploadedBy })
      .returning();
    return row;
  }

  return {
    async store(ex: Executor, file: UploadedFile, allowed: FileKind[], uploadedBy: number | null): Promise<FileRow> {
      const kind = kindOf(file);
      if (!kind || !allowed.includes(kind)) {
        throw badInput('This type of file is not accepted', {
          [file.field]: `Accepted: ${allowed.map((k) => k.toUpperCase()).join(', ')}`,
        });
      }
      return put(ex, file, FILE_KINDS[kind].mime, uploadedBy);
    },
    /**
     * Stores bytes whose content the caller has already checked by reading it (a CSV that parsed as CSV:
     * text has no magic bytes to sniff), under the given content type.
     */
    storeChecked: put,
    async read(id: number): Promise<{ file: FileRow; bytes: Buffer }> {
      const [file] = await db.select().from(files).where(eq(files.id, id));
      if (!file) throw notFound('File');
      return { file, bytes: await storage.get(file.key) };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
