import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { refIdOf } from '../src/factories/index.js';
import { leads } from '../src/modules/admissions/leads/leads.schema.js';
import type { TestApp } from './harness.js';

let seq = 0;

/**
 * A new lead's form (POST /api/leads): Lena Okafor<n> with a fresh email at each call, and the reference
 * rows every lead needs; `over` changes or adds any field.
 */
export async function leadForm(t: TestApp, over: Record<string, unknown> = {}) {
  seq++;
  return {
    firstName: 'Lena',
    lastName: `Okafor${seq}`,
    email: `lena.${seq}.${Date.now()}@example.com`,
    phone: '3055550199',
    birthCountryId: await refIdOf(t.db, 'country'),
    courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
    semesterId: await refIdOf(t.db, 'semester'),
    sourceId: await refIdOf(t.db, 'referral-source', 'Website'),
    ...over,
  };
}

/** Adds a lead through the API as the user of `token` (a 201 expected) and answers it. */
export async function addLeadAs(t: TestApp, token: string, over: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/leads', token, { body: await leadForm(t, over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    statusId: number;
    representativeId: number | null;
  };
}

/** Adds a lead (addLeadAs), then sets its columns straight in the database: a status the API would walk to. */
export async function addLeadWith(
  t: TestApp,
  token: string,
  set: Partial<typeof leads.$inferInsert>,
  over: Record<string, unknown> = {},
) {
  const lead = await addLeadAs(t, token, over);
  await t.db.update(leads).set(set).where(eq(leads.id, lead.id));
  return lead;
}
