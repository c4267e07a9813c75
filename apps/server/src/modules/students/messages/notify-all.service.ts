import {
  INFO_UPDATE_MESSAGE,
  NOTIFY_MAX_STUDENTS,
  studentTabUrl,
  type NotifyAllInput,
  type NotifyAllResult,
  type NotifyStudent,
  type NotifyStudentQuery,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail.js';
import type { NewNotification } from '../../workspace/index.js';
import * as repo from './student-messages.repo.js';
import { toIso } from '../../../platform/db/columns.js';

export type Notify = (ex: Executor, n: NewNotification) => Promise<void>;

/** The in-app notification type of a request to update one's information. */
export const INFO_UPDATE_NOTIFICATION_TYPE = 'PROFILE';

export interface NotifyAllDeps {
  db: Db;
  notify: Notify;
  publicUrl: string;
  mailQueued: () => void;
}

/**
 * "Update Student Info": staff ask chosen students to update their personal information. The flag
 * (students.force_personal_info_update) narrows the student's own tabs to the notify set until they
 * save the personal tab (the students service clears it then). One transaction sets the flags (an audit
 * row per student), records the request, queues the emails and writes the in-app notifications.
 */
export function createNotifyAllService({ db, notify, publicUrl, mailQueued }: NotifyAllDeps) {
  async function chosen(input: { studentIds: number[]; filters?: NotifyAllInput['filters'] }) {
    let ids = [...new Set(input.studentIds)];
    if (!ids.length) {
      ids = await repo.idsMatching(db, input.filters ?? {}, NOTIFY_MAX_STUDENTS + 1);
      if (ids.length > NOTIFY_MAX_STUDENTS)
        throw badInput(`The filters match more than ${NOTIFY_MAX_STUDENTS} students; narrow them`, {
          studentIds: `At most ${NOTIFY_MAX_STUDENTS} students at once`,
        });
    }
    const found = await repo.studentsByIds(db, ids);
    if (found.length !== ids.length) {
      const known = new Set(found.map((s) => s.id));
      throw badInput('Some chosen students do not exist', {
        studentIds: `Unknown students: ${ids
          .filter((i) => !known.has(i))
          .slice(0, 20)
          .join(', ')}`,
      });
    }
    return found;
  }

  return {
    async list(q: NotifyStudentQuery) {
      const { items, total } = await repo.listNotifyStudents(db, q);
      return {
        items: items.map((r): NotifyStudent => ({
          ...r,
          requestedAt: toIso(r.requestedAt),
          requestedByName: r.requestedByName ?? null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async notifyAll(actor: Actor, input: NotifyAllInput): Promise<NotifyAllResult> {
      const found = await chosen(input);
      if (!found.length) return { matched: 0, flagged: 0, alreadyFlagged: 0, emailed: 0, notified: 0 };
      const ids = found.map((s) => s.id);
      const note = input.message?.trim() || null;
      const result = await db.transaction(async (tx) => {
        const flagged = new Set(await repo.setFlag(tx, ids, true, actor.userId));
        for (const id of flagged) {
          await audit(tx, actor, {
            action: 'forcePersonalInfoUpdate',
            entity: 'student',
            entityId: id,
            before: { forcePersonalInfoUpdate: false },
            after: { forcePersonalInfoUpdate: true },
          });
        }
        const accounts = input.sendNotification ? (await repo.studentAccounts(tx, ids)).filter((a) => a.active) : [];
        let emailed = 0,
          notified = 0;
        for (const s of found) {
          const link = studentTabUrl('personal', s.id);
          const mine = accounts.filter((a) => a.studentId === s.id);
          if (input.sendEmail) {
            const text = `Dear ${s.firstName},\n\n${INFO_UPDATE_MESSAGE.body}\n${note ? `\n${note}\n` : ''}\nSign in and open your personal information here:\n${publicUrl}${link}\n`;
            await enqueueMail(tx, { to: s.email, subject: INFO_UPDATE_MESSAGE.subject, text });
            emailed++;
          }
          for (const a of mine) {
            await notify(tx, {
              userId: a.id,
              type: INFO_UPDATE_NOTIFICATION_TYPE,
              title: INFO_UPDATE_MESSAGE.title,
              body: note ?? INFO_UPDATE_MESSAGE.body,
              link,
            });
            notified++;
          }
        }
        await repo.insertRequests(
          tx,
          found.map((s) => ({
            studentId: s.id,
            requestedBy: actor.userId,
            message: note,
            emailed: input.sendEmail,
            notified: accounts.some((a) => a.studentId === s.id),
          })),
        );
        await audit(tx, actor, {
          action: 'notifyAll',
          entity: 'infoUpdateRequest',
          entityId: null,
          after: {
            students: ids.length,
            flagged: flagged.size,
            emailed,
            notified,
            filters: input.studentIds.length ? null : (input.filters ?? null),
          },
        });
        return {
          matched: ids.length,
          flagged: flagged.size,
          alreadyFlagged: ids.length - flagged.size,
          emailed,
          notified,
        };
      });
      if (result.emailed) mailQueued();
      return result;
    },

    /** Takes the request back from students (their tabs return to normal). */
    async clear(actor: Actor, studentIds: number[]) {
      const found = await chosen({ studentIds });
      return db.transaction(async (tx) => {
        const cleared = await repo.setFlag(
          tx,
          found.map((s) => s.id),
          false,
          actor.userId,
        );
        for (const id of cleared) {
          await audit(tx, actor, {
            action: 'clearPersonalInfoUpdate',
            entity: 'student',
            entityId: id,
            before: { forcePersonalInfoUpdate: true },
            after: { forcePersonalInfoUpdate: false },
          });
        }
        return { cleared: cleared.length };
      });
    },
  };
}
export type NotifyAllService = ReturnType<typeof createNotifyAllService>;
