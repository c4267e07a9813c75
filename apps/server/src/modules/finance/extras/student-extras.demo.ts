import { asc } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { students } from '../../students/tables.js';
import { insertOldPayments } from './student-extras.repo.js';
import { oldPayments } from './student-extras.schema.js';

/**
 * The demo's payments recorded before Caduceus (the Old payments view): two each for the first students,
 * as an import from the former system would leave them. Once: nothing when any is there.
 */
export async function seedDemoOldPayments(ex: Executor, count = 12) {
  const [any] = await ex.select({ id: oldPayments.id }).from(oldPayments).limit(1);
  if (any) return 0;
  const first = await ex.select({ id: students.id }).from(students).orderBy(asc(students.id)).limit(count);
  const rows = first.flatMap(({ id }, n) => [
    {
      studentId: id,
      paidOn: `2019-0${(n % 9) + 1}-15`,
      description: 'Tuition (former system)',
      method: 'Cheque',
      reference: `LEG-${id}-1`,
      amountCents: 250000 + n * 1000,
      source: 'import',
    },
    {
      studentId: id,
      paidOn: `2020-0${(n % 9) + 1}-20`,
      description: 'Housing (former system)',
      method: 'Wire',
      reference: `LEG-${id}-2`,
      amountCents: 80000,
      source: 'import',
    },
  ]);
  if (rows.length) await insertOldPayments(ex, rows);
  return rows.length;
}
