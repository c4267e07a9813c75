import { useEffect } from 'react';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { PREF_PREFIX } from './errors';
import { LANGUAGES, type Language } from './menuLabels';
// English needs only its `shell` texts: titles, messages and menu labels are keyed by their English text
// (or fall back to the menu's title), so the rest of en.json lists the keys for the check and is not loaded.
import { shell as enShell } from './locales/en.json';

/**
 * i18next for the shell and the shared kit (issue 14), in en, de, fr, pt. Namespaces of the locale files
 * (app/locales/<lang>.json): `shell` (the default: every text of app/ and components/, by key), `titles`
 * (page titles, record tab labels and section labels, keyed by their English text, so a context's
 * screens are translated where the page header or the tab bar renders them) and `messages` (the
 * contracts' validation messages, keyed by their English text with a number as {{n}}) and `menu` (menu
 * labels by menu key; English falls back to the menu's own title). English is bundled; the other languages, with antd's and dayjs'
 * locale, load when chosen. The choice is kept in localStorage, for the browser (the sign-in screen)
 * and per user (applied when that user signs in).
 */
const KEY = `${PREF_PREFIX}lang`;
const userKey = (userId: number) => `${KEY}.${userId}`;
const isLanguage = (code: string | null): code is Language => LANGUAGES.some((l) => l.code === code);
const stored = localStorage.getItem(KEY);
const initial: Language = isLanguage(stored) ? stored : 'en';

type Bundle = Record<string, Record<string, string>>;
const LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Bundle }>> = {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  pt: () => import('./locales/pt.json'),
};
const ANTD: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  de: () => import('antd/es/locale/de_DE'),
  fr: () => import('antd/es/locale/fr_FR'),
  pt: () => import('antd/es/locale/pt_BR'),
};
const DAYJS: Record<Exclude<Language, 'en'>, { name: string; load: () => Promise<unknown> }> = {
  de: { name: 'de', load: () => import('dayjs/locale/de') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
  pt: { name: 'pt-br', load: () => import('dayjs/locale/pt-br') },
};
let antdLocale: Locale | undefined;

void i18n.use(initReactI18next).init({
  resources: { en: { shell: enShell } },
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['shell', 'titles', 'messages', 'menu'],
  defaultNS: 'shell',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

async function load(code: Language) {
  if (code === 'en') {
    antdLocale = undefined;
    dayjs.locale('en');
    return;
  }
  const [bundle, antd] = await Promise.all([LOCALES[code](), ANTD[code](), DAYJS[code].load()]);
  for (const [ns, dict] of Object.entries(bundle.default)) i18n.addResourceBundle(code, ns, dict, true, true);
  antdLocale = antd.default;
  dayjs.locale(DAYJS[code].name);
}

let pending = Promise.resolve();
/** Shows the app in a language (loading it first); remembered for the browser and, given, the user. */
export function setLanguage(code: Language, userId?: number) {
  localStorage.setItem(KEY, code);
  if (userId !== undefined) localStorage.setItem(userKey(userId), code);
  pending = pending
    .then(() => load(code))
    .then(() => i18n.changeLanguage(code))
    .then(() => {
      document.documentElement.lang = code;
    })
    .catch(() => undefined);
  return pending;
}
/** Settles when the remembered language is ready (the app waits for it before its first paint). */
export const languageReady: Promise<void> = initial === 'en' ? Promise.resolve() : setLanguage(initial);
export const isLanguageReady = () => i18n.language === initial;

/** At sign-in: the language this user chose last on this browser, if any. */
export function useUserLanguage(userId: number) {
  useEffect(() => {
    const mine = localStorage.getItem(userKey(userId));
    if (isLanguage(mine) && mine !== i18n.language) void setLanguage(mine);
  }, [userId]);
}

/** antd's locale for the current language (undefined: antd's own English). */
export function useAntdLocale(): Locale | undefined {
  const { i18n: inst } = useTranslation(); // re-renders when the language changes
  return inst.language === 'en' ? undefined : antdLocale;
}

/** A page title, tab or section label given in English, in the current language (as it is if untranslated). */
export const translateTitle = (text: string) => i18n.t(text, { ns: 'titles', defaultValue: text });

/**
 * A validation message of the contracts (English) in the current language: by its text, or with its one
 * number as {{n}} ("At most 200 characters" is "At most {{n}} characters"); as it is if untranslated.
 */
export function translateMessage(text: string): string {
  if (i18n.exists(text, { ns: 'messages' })) return i18n.t(text, { ns: 'messages' });
  const numbers = text.match(/\d+/g);
  if (numbers?.length === 1) {
    const key = text.replace(/\d+/, '{{n}}');
    if (i18n.exists(key, { ns: 'messages' })) return i18n.t(key, { ns: 'messages', n: numbers[0] });
  }
  return text;
}

export { LANGUAGES, type Language };
export default i18n;

/** translateTitle for a text that may be an element (an element shows as it is). */
export const translateNode = <N>(node: N): N | string => (typeof node === 'string' ? translateTitle(node) : node);
