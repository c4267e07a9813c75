import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREF_PREFIX } from './errors';
import { LANGUAGES, RESOURCES, type Language } from './menuLabels';

/** i18next for the shell: menu labels in en, de, fr, pt; the choice is kept in localStorage. */
const KEY = `${PREF_PREFIX}lang`;
const stored = localStorage.getItem(KEY);
const initial: Language = LANGUAGES.some((l) => l.code === stored) ? (stored as Language) : 'en';

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: initial,
  fallbackLng: 'en',
  ns: ['menu', 'shell'],
  defaultNS: 'shell',
  keySeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = initial;

export function setLanguage(code: Language) {
  localStorage.setItem(KEY, code);
  document.documentElement.lang = code;
  void i18n.changeLanguage(code);
}

export default i18n;
