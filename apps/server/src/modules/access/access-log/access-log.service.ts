import { ACCESS_LOG_SORTS, accessLogPartLabel, type AccessLogQuery, type AccessLogRow } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import type { AccessLog } from '../../../platform/access-log.js';
import { badInput } from '../../../platform/errors.js';
import * as repo from './access-log.repo.js';

const toInt = (v: string | null) => (v != null && /^\d{1,10}$/.test(v) ? Number(v) : null);

/** The record access log's reader: who read which student's what, when and from where. */
export function createAccessLogService(d: { db: Db; accessLog: AccessLog }) {
  return {
    async list(q: AccessLogQuery) {
      const sort = q.sort ?? '-at';
      const key = sort.replace(/^-/, '');
      if (!(ACCESS_LOG_SORTS as readonly string[]).includes(key))
        throw badInput(`Cannot sort by ${key}`, { sort: `Sort by one of: ${ACCESS_LOG_SORTS.join(', ')}` });
      // the reads of this instance still waiting in memory belong in the answer
      await d.accessLog.flush();
      const { rows, total } = await repo.listReads(d.db, q, key, sort.startsWith('-'));
      const names = await repo.studentNames(d.db, [...new Set(rows.flatMap((r) => toInt(r.entityId) ?? []))]);
      const items = rows.map((r): AccessLogRow => {
        const studentId = toInt(r.entityId);
        const studentIds = (r.entityIds ?? []).flatMap((v) => toInt(v) ?? []);
        return {
          id: r.id,
          at: r.at,
          actorId: r.actorId,
          actorName: r.actorName,
          actorUsername: r.actorUsername ?? null,
          part: r.entity,
          partLabel: accessLogPartLabel(r.entity),
          studentId,
          studentName: studentId == null ? null : (names.get(studentId) ?? null),
          studentIds,
          count: studentId == null ? studentIds.length : 1,
          ip: r.ip,
          via: r.exported ? 'export' : 'direct',
        };
      });
      return { items, total, page: q.page, pageSize: q.pageSize };
    },
    readers: (q: string | undefined) => repo.readers(d.db, q),
  };
}
export type AccessLogService = ReturnType<typeof createAccessLogService>;
