import i18n from '../app/i18n';

/**
 * Numbers in the chosen language's way (1,234 / 1.234 / 1 234) where the spec fixes no format: counts of
 * the lists' pagination in a language other than English. (Dates keep the spec's MM/DD/YYYY.)
 */
export const formatNumber = (n: number) => n.toLocaleString(i18n.language === 'pt' ? 'pt-BR' : i18n.language);
