import { z } from 'zod';
import { safeString } from '../validation.js';

/**
 * The shell's extras (000 section 2): the theme customizer's choices, saved per user; the floating
 * chat button's address; page-view analytics behind a configuration switch.
 */
export const MENU_COLOURS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export type MenuColour = (typeof MENU_COLOURS)[number];
export const NAVBAR_COLOURS = ['default', ...MENU_COLOURS] as const;
export type NavbarColour = (typeof NAVBAR_COLOURS)[number];
export const THEME_MODES = ['light', 'dark', 'semi-dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const LAYOUT_KINDS = ['vertical', 'horizontal'] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];

export const SEMI_DARK_HORIZONTAL = 'Semi dark is not available with the horizontal layout';

const uiPrefsFields = z.object({
  menuColour: z.enum(MENU_COLOURS, { error: 'Choose a menu colour' }),
  layout: z.enum(LAYOUT_KINDS, { error: 'Choose vertical or horizontal' }),
  mode: z.enum(THEME_MODES, { error: 'Choose light, dark or semi dark' }),
  collapsed: z.boolean({ error: 'Collapsed must be true or false' }),
  navbarColour: z.enum(NAVBAR_COLOURS, { error: 'Choose a navbar colour' }),
  navbarType: z.enum(NAVBAR_TYPES, { error: 'Choose hidden, static, sticky or floating' }),
  footerType: z.enum(FOOTER_TYPES, { error: 'Choose hidden, static or sticky' }),
  hideScrollTop: z.boolean({ error: 'Hide scroll to top must be true or false' }),
});
export type UiPrefs = z.infer<typeof uiPrefsFields>;

export const DEFAULT_UI_PREFS: UiPrefs = {
  menuColour: 'primary',
  layout: 'vertical',
  mode: 'light',
  collapsed: false,
  navbarColour: 'default',
  navbarType: 'sticky',
  footerType: 'static',
  hideScrollTop: false,
};

/** The whole set of choices, as saved: semi dark does not go with the horizontal layout. */
export const uiPrefs = uiPrefsFields.superRefine((v, ctx) => {
  if (v.mode === 'semi-dark' && v.layout === 'horizontal')
    ctx.addIssue({ code: 'custom', path: ['mode'], message: SEMI_DARK_HORIZONTAL });
});

/** The values each choice takes (the enums and booleans of uiPrefsFields). */
const UI_PREF_VALUES: { [K in keyof UiPrefs]: readonly UiPrefs[K][] } = {
  menuColour: MENU_COLOURS,
  layout: LAYOUT_KINDS,
  mode: THEME_MODES,
  collapsed: [true, false],
  navbarColour: NAVBAR_COLOURS,
  navbarType: NAVBAR_TYPES,
  footerType: FOOTER_TYPES,
  hideScrollTop: [true, false],
};

/**
 * Reads stored choices leniently (an old or partial record): unknown values take their default, and
 * choosing the horizontal layout turns semi dark into light. It checks against the lists above rather
 * than through zod: the web app reads the choices before sign-in, and zod would weigh ~25 KB (gzipped)
 * in the sign-in chunk and in every screen that has no form open.
 */
export function normalizeUiPrefs(v: unknown): UiPrefs {
  const src = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const out = { ...DEFAULT_UI_PREFS };
  for (const key of Object.keys(DEFAULT_UI_PREFS) as (keyof UiPrefs)[]) {
    if ((UI_PREF_VALUES[key] as readonly unknown[]).includes(src[key]))
      (out as Record<string, unknown>)[key] = src[key];
  }
  if (out.layout === 'horizontal' && out.mode === 'semi-dark') out.mode = 'light';
  return out;
}

export const uiPrefsResponse = z.object({ prefs: uiPrefsFields, saved: z.boolean() });
export type UiPrefsResponse = z.infer<typeof uiPrefsResponse>;

/** What the shell needs from the server's configuration. */
export const shellConfig = z.object({
  /** the floating chat button's address for this user (a messaging number for students, the console for others); null: no button */
  chatUrl: safeString().nullable(),
  /** report page views (ANALYTICS_ENABLED) */
  analytics: z.boolean(),
});
export type ShellConfig = z.infer<typeof shellConfig>;

export const pageViewInput = z.object({
  path: safeString().regex(/^\/(?!\/)[^\s]{0,299}$/, 'Path must be a path of this site'),
  title: safeString().trim().max(200, 'Title can be at most 200 characters').optional(),
});
export type PageViewInput = z.infer<typeof pageViewInput>;

export const pageViewSummaryQuery = z.object({
  days: z.coerce.number().int().min(1, 'Days is 1 to 366').max(366, 'Days is 1 to 366').default(30),
});
export const pageViewSummary = z.object({
  days: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({ path: safeString(), title: safeString().nullable(), views: z.number().int(), users: z.number().int() }),
  ),
});

export const SHELL_TOASTS = {
  prefsSaveFailed: 'Failed to save your display settings, Try again!',
} as const;
