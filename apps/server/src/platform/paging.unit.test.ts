import { describe, expect, it } from 'vitest';
import { pgTable, integer, text } from 'drizzle-orm/pg-core';
import { orderBy } from './paging.js';
import { AppError } from './errors.js';

const things = pgTable('things', { id: integer('id'), name: text('name') });
const SORTS = { id: things.id, name: things.name };

describe('orderBy', () => {
  it('sorts by the allow-listed columns, either way', () => {
    expect(orderBy('name', SORTS, things.id)).not.toBe(things.id);
    expect(orderBy('-id', SORTS, things.name)).not.toBe(things.name);
    expect(orderBy(undefined, SORTS, things.id)).toBe(things.id);
  });

  it('refuses any other key as bad input, the built-ins every object has too', () => {
    for (const key of ['email', 'constructor', '-toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      let err: unknown;
      try {
        orderBy(key, SORTS, things.id);
      } catch (e) {
        err = e;
      }
      expect(err, key).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).fields?.sort).toBe('Sort by one of: id, name');
    }
  });
});
