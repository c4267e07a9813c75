import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEAD_STATUS, ROLE } from '@caduceus/contracts';
import { nextIp, testApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { makeStudent, refIdOf } from '../factories/index.js';
import { leads } from '../modules/admissions/tables.js';

/**
 * Control characters in text input are bad input (400 with the field named), never a 500 from the
 * database: a NUL, a bell or an escape in a name, a search, a filter, a sign-in name or a control-table
 * row; a lone UTF-16 surrogate; tab and line breaks only in text that may have several lines.
 */
let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await testApp();
  root = (await t.signIn({ username: 'textroot', roleId: ROLE.superUser })).token;
});
afterAll(async () => {
  await t?.close();
});

const NUL = 'a\u0000b';
const expectField = (
  res: { statusCode: number; body: string; json(): { error: { fields?: Record<string, string> } } },
  field: string,
) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.fields?.[field], res.body).toMatch(/control character|line break|tab/i);
};

describe('control characters are refused with a field error', () => {
  it('signing in and asking for a reset link (no session)', async () => {
    expectField(
      await t.call('POST', '/api/auth/login', null, {
        body: { username: NUL, password: 'x' },
        remoteAddress: nextIp(),
      }),
      'username',
    );
    expectField(
      await t.call('POST', '/api/auth/login', null, {
        body: { username: 'someone', password: 'pa\u0000ss' },
        remoteAddress: nextIp(),
      }),
      'password',
    );
    expectField(
      await t.call('POST', '/api/auth/forgot-password', null, {
        body: { username: 'x\u001by@example.com' },
        remoteAddress: nextIp(),
      }),
      'username',
    );
  });

  it('adding and editing a student', async () => {
    const fields: Record<string, string> = {
      firstName: 'Ma\u0000ria',
      lastName: 'Lopez',
      dateOfBirth: '1998-03-04',
      email: 'maria.nul@example.com',
      phone: '3055550199',
      address1: '12 Palm Street',
      city: 'Oranjestad',
      zip: '10001',
      countryId: String(await refIdOf(t.db, 'country')),
      statusId: String(await refIdOf(t.db, 'student-status', 'Accepted')),
      studentTypeId: String(await refIdOf(t.db, 'student-type', 'Regular')),
      courseId: String(await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)')),
      campusId: String(await refIdOf(t.db, 'campus')),
      startSemesterId: String(await refIdOf(t.db, 'semester')),
    };
    const mp = multipart(fields, []);
    expectField(await t.call('POST', '/api/students', root, { body: mp.body, headers: mp.headers }), 'firstName');

    const s = await makeStudent(t.db);
    const personal = {
      firstName: 'Ana',
      lastName: 'Ruiz\u0007',
      dateOfBirth: '1990-01-01',
      email: 'ana.ruiz@example.com',
      phone: '3055550199',
    };
    expectField(await t.call('PUT', `/api/students/${s.id}/personal`, root, { body: personal }), 'lastName');
    // a line break in a one-line field is refused too
    expectField(
      await t.call('PUT', `/api/students/${s.id}/address`, root, {
        body: {
          address1: '12 Palm\u2028Street\nApt 4',
          city: 'Oranjestad',
          zip: '10001',
          countryId: await refIdOf(t.db, 'country'),
        },
      }),
      'address1',
    );
  });

  it('a note may have several lines and tabs, but no other control character', async () => {
    const s = await makeStudent(t.db);
    const ok = await t.call('POST', `/api/students/${s.id}/notes`, root, {
      body: { subject: 'Call', note: 'Line one\r\nLine\ttwo' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().note).toBe('Line one\r\nLine\ttwo');
    expectField(
      await t.call('POST', `/api/students/${s.id}/notes`, root, { body: { note: 'Line one\u000cpage two' } }),
      'note',
    );
    expectField(
      await t.call('POST', `/api/students/${s.id}/notes`, root, { body: { note: 'half a pair \ud800' } }),
      'note',
    );
  });

  it('editing a lead', async () => {
    const body = {
      firstName: 'Lena',
      lastName: 'O\u0000kafor',
      email: 'lena.nul@example.com',
      phone: '3055550199',
      birthCountryId: await refIdOf(t.db, 'country'),
      courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
      semesterId: await refIdOf(t.db, 'semester'),
      sourceId: await refIdOf(t.db, 'referral-source', 'Website'),
    };
    const created = await t.call('POST', '/api/leads', root, { body: { ...body, lastName: 'Okafor' } });
    expect(created.statusCode, created.body).toBe(201);
    expectField(await t.call('PUT', `/api/leads/${created.json().id}/profile`, root, { body }), 'lastName');
  });

  it('a control-table row', async () => {
    const res = await t.call('POST', '/api/control-tables/country/rows', root, {
      body: { name: 'Nul\u0000land', code: 'NL' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.values(res.json().error.fields ?? {}).join(' ')).toMatch(/control character/i);
  });

  it('a search, a list filter and a sort', async () => {
    expectField(await t.call('GET', '/api/search?q=ab%00cd', root), 'q');
    expectField(await t.call('GET', '/api/students?name=ab%00cd', root), 'name');
    expectField(await t.call('GET', '/api/students?q=%1b%5b2J', root), 'q');
    expectField(await t.call('GET', '/api/leads?q=ab%00', root), 'q');
    expect((await t.call('GET', '/api/students?sort=na%00me', root)).statusCode).toBe(400);
  });
});

/** A JSON Schema node of the API document (as zod writes it: objects, arrays, strings, anyOf for unions). */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | Node;
  minItems?: number;
}
const isType = (n: Node, t: string) => n.type === t || (Array.isArray(n.type) && n.type.includes(t));

/**
 * A value for a schema with a NUL in every string, and the paths of the free-text strings (no enum,
 * format or pattern: nothing but the text rule refuses the NUL there; strings inside unions excepted).
 */
function nulValue(n: Node, path: string[], free: string[], inUnion = false): unknown {
  const options = n.anyOf ?? n.oneOf;
  if (options) {
    const pick = options.find((o) => !isType(o, 'null')) ?? options[0];
    return nulValue(pick, path, free, true);
  }
  if (n.allOf) return Object.assign({}, ...n.allOf.map((p) => nulValue(p, path, free, inUnion)));
  if (n.const !== undefined) return n.const;
  if (n.enum) return n.enum[0];
  if (isType(n, 'string')) {
    if (!n.format && !n.pattern && !inUnion) free.push(path.join('.'));
    return `a${NUL}b`;
  }
  if (isType(n, 'integer') || isType(n, 'number')) return 1;
  if (isType(n, 'boolean')) return true;
  if (isType(n, 'array'))
    return Array.from({ length: Math.max(1, n.minItems ?? 1) }, (_, i) =>
      nulValue(n.items ?? {}, [...path, String(i)], free, inUnion),
    );
  if (isType(n, 'object') || n.properties) {
    return Object.fromEntries(
      Object.entries(n.properties ?? {}).map(([k, v]) => [k, nulValue(v, [...path, k], free, inUnion)]),
    );
  }
  return `a${NUL}b`;
}

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; schema: Node }[];
  requestBody?: { content: Record<string, { schema: Node }> };
}
/** Message texts whose control characters are dropped rather than refused (contracts' messageText). */
const CLEANED = [
  'POST /api/students/{studentId}/sms text',
  'PUT /api/unverified-emails/{id} notes',
  'POST /api/leads/{leadId}/conversation/replies body',
];

describe('every operation of the API document', () => {
  it('answers a NUL in each string of its body or query with a 400 naming the field, never a 500', async () => {
    const started = Date.now();
    // path parameters that must name something real for the request to reach its body's check; a
    // student or lead whose status hides a tab (403) is tried again with one at a later stage
    const newLead = async (n: number) =>
      (
        await t.call('POST', '/api/leads', root, {
          body: {
            firstName: 'Walk',
            lastName: `Er${n}`,
            email: `walker${n}@example.com`,
            phone: '3055550199',
            birthCountryId: await refIdOf(t.db, 'country'),
            courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
            semesterId: await refIdOf(t.db, 'semester'),
            sourceId: await refIdOf(t.db, 'referral-source', 'Website'),
          },
        })
      ).json().id as number;
    const accepted = await newLead(2);
    await t.db.update(leads).set({ statusId: LEAD_STATUS.accepted }).where(eq(leads.id, accepted));
    const ready = (await makeStudent(t.db, { status: 'Accepted', immigrationRequired: true })).id;
    // the student's own side (admission forms, deferment) is theirs alone
    const own = (await t.signIn({ username: 'walkerstudent', userType: 'Student', studentId: ready })).token;
    // a preceptor (the preceptor record's routes want a real one too)
    const hospitalId = (
      await t.call('POST', '/api/clinical/hospitals', root, { body: { name: 'Walker General' } })
    ).json().id as number;
    const preceptorId = (
      await t.call('POST', '/api/clinical/preceptors', root, {
        body: { hospitalId, firstName: 'Walk', lastName: 'Er', email: 'walker.preceptor@example.com' },
      })
    ).json().id as number;
    const records = [
      { studentId: (await makeStudent(t.db)).id, leadId: await newLead(1), preceptorId, token: root },
      { studentId: ready, leadId: accepted, preceptorId, token: root },
      { studentId: ready, leadId: accepted, preceptorId, token: own },
    ];
    const doc = (await t.call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const PARAMS: Record<string, string> = { table: 'country', type: 'users', name: 'month' };
    const crashed: string[] = [];
    const unnamed: string[] = [];
    const notReached: string[] = [];
    let probed = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const pathEnum = (p: string) =>
          op.parameters?.find((x) => x.in === 'path' && x.name === p)?.schema.enum?.[0] as string | undefined;
        const urlWith = (r: Record<string, unknown>) =>
          route.replace(/\{(\w+)\}/g, (_, p: string) => String(r[p] ?? PARAMS[p] ?? pathEnum(p) ?? '1'));
        const label = `${method.toUpperCase()} ${route}`;
        const jobs: { query: string; body?: unknown; free: string[] }[] = [];
        const queryFree: string[] = [];
        const query = (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .flatMap((p) => {
            const free: string[] = [];
            const v = nulValue(p.schema, [p.name], free);
            queryFree.push(...free);
            return typeof v === 'string' && v.includes(NUL)
              ? [`${encodeURIComponent(p.name)}=${encodeURIComponent(v)}`]
              : [];
          });
        if (query.length) jobs.push({ query: `?${query.join('&')}`, free: queryFree });
        const schema = op.requestBody?.content['application/json']?.schema;
        if (schema) {
          const free: string[] = [];
          const body = nulValue(schema, [], free);
          if (JSON.stringify(body).includes('\\u0000')) jobs.push({ query: '', body, free });
        }
        for (const job of jobs) {
          probed++;
          let res!: Awaited<ReturnType<TestApp['call']>>;
          for (const r of records) {
            res = await t.call(
              method.toUpperCase() as 'GET',
              urlWith(r) + job.query,
              r.token,
              job.body === undefined ? {} : { body: job.body },
            );
            if (res.statusCode !== 403) break;
          }
          if (res.statusCode !== 400) notReached.push(`${label} -> ${res.statusCode}`);
          if (res.statusCode >= 500) crashed.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode !== 400) continue;
          const fields = (res.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};
          for (const f of job.free) {
            if (!CLEANED.includes(`${label} ${f}`) && !/control character|line break/i.test(fields[f] ?? ''))
              unnamed.push(`${label} ${f}: ${fields[f] ?? '(no error)'}`);
          }
        }
      }
    }
    expect(probed).toBeGreaterThan(150);
    // every body and query reached its check (the walk made the records the routes need)
    expect(notReached).toEqual([]);
    expect(crashed).toEqual([]);
    expect(unnamed).toEqual([]);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});

describe('stored text is answered as it is', () => {
  it('a record saved before the rule, with a control character in it, still reads (200, not 500)', async () => {
    const s = await makeStudent(t.db, { firstName: 'Old\u0007Bell', city: 'Line\u000bTab' });
    const one = await t.call('GET', `/api/students/${s.id}`, root);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().firstName).toBe('Old\u0007Bell');
    expect((await t.call('GET', `/api/students/${s.id}/address`, root)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/students?name=Bell`, root)).statusCode).toBe(200);
    const header = await t.call('GET', `/api/students/${s.id}/header`, root);
    expect(header.statusCode).toBe(200);
  });
});

describe('built-in object keys are no sort, option list or placeholder', () => {
  it('refuses sorting by constructor, toString and the like with a 400 naming the sort', async () => {
    for (const key of ['constructor', 'toString', '-valueOf', 'hasOwnProperty', 'isPrototypeOf']) {
      for (const list of ['/api/students', '/api/leads', '/api/tasks', '/api/control-tables/country/rows']) {
        const res = await t.call('GET', `${list}?sort=${key}`, root);
        expect(res.statusCode, `${list}?sort=${key}: ${res.body}`).toBe(400);
        expect(res.json().error.fields?.sort, `${list}?sort=${key}`).toBeDefined();
      }
    }
    expect((await t.call('GET', '/api/students?sort=-name', root)).statusCode).toBe(200);
  });

  it('answers 404 for an option list named like a built-in', async () => {
    for (const name of ['constructor', 'tostring', 'valueof']) {
      const res = await t.call('GET', `/api/options/${name}`, root);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
    }
    expect((await t.call('GET', '/api/options/month', root)).statusCode).toBe(200);
  });
});
