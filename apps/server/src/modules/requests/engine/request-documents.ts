import { ERROR_CODES, REQUEST_DOCUMENT_ENTITY, REQUEST_DOCUMENT_MESSAGES, requestKindOf } from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db/index.js';
import { AppError, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { createEntryDocuments, type FilesService } from '../../kit/index.js';
import * as repo from './requests.repo.js';
import { studentRequestDocuments, studentRequests } from './requests.schema.js';
import type { Side } from './requests.service.js';

/**
 * The documents filed with a student's request (the kit's entry documents): she files and removes them while the
 * request is open (not in a final status of its flow); the office at any time. Another student's request is 404.
 */
export function createRequestDocuments({ db, files }: { db: Db; files: FilesService }) {
  const docs = createEntryDocuments({
    db,
    files,
    entries: studentRequests,
    documents: studentRequestDocuments,
    entity: REQUEST_DOCUMENT_ENTITY,
    what: 'Request',
  });
  /** The request, hers; when `side` is the student's and it is closed, a 422. */
  async function open(studentId: number, requestId: number, side?: Side) {
    const r = await repo.byId(db, requestId);
    if (!r || r.studentId !== studentId) throw notFound('Request');
    if (side === 'student' && requestKindOf(r.kind)?.flow.final.includes(r.status))
      throw new AppError(422, ERROR_CODES.rule, REQUEST_DOCUMENT_MESSAGES.closed, {
        file: REQUEST_DOCUMENT_MESSAGES.closed,
      });
    return r;
  }
  return {
    list: docs.list,
    download: docs.download,
    /** The office's read from a queue: the request's documents whoever's it is. */
    async listOf(requestId: number) {
      const r = await repo.byId(db, requestId);
      if (!r) throw notFound('Request');
      return docs.list(r.studentId, requestId);
    },
    async downloadOf(requestId: number, id: number) {
      const r = await repo.byId(db, requestId);
      if (!r) throw notFound('Request');
      return docs.download(r.studentId, requestId, id);
    },
    async upload(
      actor: Actor,
      side: Side,
      studentId: number,
      requestId: number,
      title: string | null | undefined,
      parts: UploadedFile[],
    ) {
      await open(studentId, requestId, side);
      return docs.upload(actor, studentId, requestId, title, parts);
    },
    async remove(actor: Actor, side: Side, studentId: number, requestId: number, id: number) {
      await open(studentId, requestId, side);
      return docs.remove(actor, studentId, requestId, id);
    },
  };
}
export type RequestDocuments = ReturnType<typeof createRequestDocuments>;
