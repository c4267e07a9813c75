import { z } from 'zod';
import { safeString } from '../validation.js';
import { STUDENT_TABS, STUDENT_TAB_KEYS } from '../students/tabs.js';
import { pageQuery } from '../kit/common.js';

/**
 * The record access log (FERPA): who read which student's what, when and from where. Its menu entry
 * is hidden from super admins (adminCannotView): the super user has it, and a school grants it to an
 * auditors' group like any other entry.
 */
export const ACCESS_LOG_LINK = '/admin/access-log';

/** The parts a read can name: the record (its header), each tab, and the lists that show students. */
export const ACCESS_LOG_PARTS: { value: string; label: string }[] = [
  { value: 'student', label: 'Student record' },
  ...STUDENT_TAB_KEYS.map((k) => ({ value: `student.${k}`, label: `Tab: ${STUDENT_TABS[k].label}` })),
  { value: 'student.viewAs', label: 'Viewed as the student' },
  { value: 'student.fromLead', label: 'Academic records, from the lead' },
  { value: 'student.list', label: 'Student list' },
  { value: 'student.search', label: 'Global search' },
  { value: 'student.notifyList', label: 'Update Student Info list' },
];
const PART_LABELS = new Map(ACCESS_LOG_PARTS.map((p) => [p.value, p.label]));
export const accessLogPartLabel = (part: string) => PART_LABELS.get(part) ?? part;

/** How a read reached the reader: the record's or list's own request, or the generic export. */
export const ACCESS_LOG_VIA = ['direct', 'export'] as const;
export type AccessLogVia = (typeof ACCESS_LOG_VIA)[number];

const day = safeString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Not a date');

/** Sort keys of the log: at (default newest first), reader, part, ip. */
export const ACCESS_LOG_SORTS = ['at', 'reader', 'part', 'ip'] as const;

export const accessLogQuery = pageQuery
  .extend({
    /** the reader (a user id) */
    actorId: z.coerce.number().int().positive().max(2147483647).optional(),
    /** reads of this student: its own pages and every list answer that held it */
    studentId: z.coerce.number().int().positive().max(2147483647).optional(),
    part: safeString()
      .regex(/^[A-Za-z.]{1,60}$/, 'Choose a part from the list')
      .optional(),
    via: z.enum(ACCESS_LOG_VIA).optional(),
    /** first and last day (UTC), both included */
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end date is before the start date',
    path: ['to'],
  });
export type AccessLogQuery = z.infer<typeof accessLogQuery>;

export const accessLogRow = z.object({
  id: z.number().int(),
  at: safeString(),
  actorId: z.number().int().nullable(),
  actorName: safeString().nullable(),
  actorUsername: safeString().nullable(),
  part: safeString(),
  partLabel: safeString(),
  /** a record's own page: the student read */
  studentId: z.number().int().nullable(),
  studentName: safeString().nullable(),
  /** a list, search or export answer: every student it held */
  studentIds: z.array(z.number().int()),
  /** how many students the read covered */
  count: z.number().int(),
  ip: safeString().nullable(),
  via: z.enum(ACCESS_LOG_VIA),
});
export type AccessLogRow = z.infer<typeof accessLogRow>;

/** The readers the log's filter offers (users who read anything), found by name or username. */
export const accessLogReadersQuery = z.object({ q: safeString().max(100).optional() });
export const accessLogReader = z.object({ id: z.number().int(), name: safeString(), username: safeString() });
