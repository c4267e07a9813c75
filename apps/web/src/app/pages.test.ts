import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SETTING_PAGES } from '@caduceus/contracts';
import { ACCOUNTING_SLUGS } from '../modules/reference/pages';

describe('built pages', () => {
  it('routes every accounting setting page that contracts declares, and no other', () => {
    expect([...ACCOUNTING_SLUGS]).toEqual(ACCOUNTING_SETTING_PAGES.map((p) => p.slug));
  });
});
