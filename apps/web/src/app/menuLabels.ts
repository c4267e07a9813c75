/**
 * The interface's languages (000 section 1: en, de, fr, pt; default en). Their texts, the menu labels
 * (namespace `menu`, keyed by menu key; English falls back to the menu's own title, so entries added by
 * administrators still show) among them, are in app/locales/<lang>.json.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
