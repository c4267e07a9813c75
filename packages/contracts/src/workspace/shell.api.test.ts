import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_PREFS, normalizeUiPrefs, SEMI_DARK_HORIZONTAL, uiPrefs } from './shell.api.js';

describe('theme customizer preferences', () => {
  it('read a stored record leniently: unknown or missing values take their default', () => {
    expect(normalizeUiPrefs(undefined)).toEqual(DEFAULT_UI_PREFS);
    expect(
      normalizeUiPrefs({ mode: 'dark', layout: 'diagonal', navbarType: 'floating', collapsed: 'yes', extra: 1 }),
    ).toEqual({ ...DEFAULT_UI_PREFS, mode: 'dark', navbarType: 'floating' });
  });

  it('turn semi dark into light with the horizontal layout, and keep it with the vertical one', () => {
    expect(normalizeUiPrefs({ mode: 'semi-dark', layout: 'horizontal' })).toMatchObject({
      mode: 'light',
      layout: 'horizontal',
    });
    expect(normalizeUiPrefs({ mode: 'semi-dark', layout: 'vertical' })).toMatchObject({ mode: 'semi-dark' });
  });

  it('refuse semi dark with the horizontal layout when saved, on the mode field', () => {
    const r = uiPrefs.safeParse({ ...DEFAULT_UI_PREFS, mode: 'semi-dark', layout: 'horizontal' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['mode'], message: SEMI_DARK_HORIZONTAL })]);
    expect(uiPrefs.safeParse({ ...DEFAULT_UI_PREFS, mode: 'dark', layout: 'horizontal' }).success).toBe(true);
  });
});
