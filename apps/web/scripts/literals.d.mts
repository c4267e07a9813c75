// Types of the i18n check (literals.mjs) for its unit test.
export interface Literal {
  line: number;
  text: string;
}
export interface KeyUse {
  line: number;
  key: string;
  ns: string;
}
type Locales = Record<string, Record<string, Record<string, string>>>;
export const CONFIG: {
  folders: string[];
  exclude: string[];
  props: string[];
  defaultNamespace: string;
  ratchet?: { folders: string[]; baseline: string };
};
export function findLiterals(source: string, fileName?: string, props?: string[]): Literal[];
export function findPageTitles(source: string, fileName?: string, elements?: string[]): Literal[];
export function findKeys(source: string, fileName?: string, defaultNs?: string): KeyUse[];
export function missingKeys(keys: KeyUse[], locales: Locales): (KeyUse & { lang: string })[];
export function localeGaps(locales: Locales, base?: string): string[];
export function beyondBaseline(literals: Literal[], known?: string[]): Literal[];
export function ratchetLiterals(): Record<string, string[]>;
export function check(): string[];
