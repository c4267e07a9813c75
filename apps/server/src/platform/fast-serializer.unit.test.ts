import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leadListItem, pageOf, studentListItem } from '@caduceus/contracts';
import { fastSerializerCompiler } from './fast-serializer.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/x' });

describe('the compiled response writer', () => {
  it('writes a list page as zod would, dropping fields the schema does not name', () => {
    const write = fastSerializerCompiler(route(pageOf(leadListItem)));
    const item = {
      id: 7,
      name: 'Ava Ito',
      email: 'ava@x.test',
      phone: null,
      statusId: 1,
      statusName: 'New',
      courseId: null,
      courseName: null,
      campusName: 'Main',
      semesterName: null,
      sourceName: null,
      birthCountryName: null,
      representativeId: 5,
      representativeName: 'Alma A',
      fairId: null,
      studentId: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      closedAt: null,
      deletedAt: null,
    };
    const page = { items: [{ ...item, searchText: 'secret', passwordHash: 'x' }], total: 1, page: 1, pageSize: 25 };
    expect(JSON.parse(write(page))).toEqual({ items: [item], total: 1, page: 1, pageSize: 25 });
    expect(write(page)).not.toContain('secret');
    // compiled by fast-json-stringify, not zod's encode-then-stringify (which keeps key order of the value)
    expect(write.toString()).not.toContain('safeEncode');
  });

  it('keeps zod for what JSON Schema cannot say plainly (a union): a wrong value is still refused', () => {
    const union = fastSerializerCompiler(route(z.object({ v: z.union([z.string(), z.number()]) })));
    expect(union({ v: 3 })).toBe('{"v":3}');
    expect(() => union({ v: {} })).toThrow();
  });

  it('compiles the student list page too', () => {
    const write = fastSerializerCompiler(route(pageOf(studentListItem)));
    expect(JSON.parse(write({ items: [], total: 0, page: 1, pageSize: 25 }))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
  });
});
