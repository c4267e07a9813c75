import { formatDate, ownValue } from '@caduceus/contracts';

/**
 * Fills an email template's {{placeholders}}: {{alertName}}, {{date}}, {{since}}, {{count}}, {{rows}}.
 * Values are escaped for the HTML part; a template body without tags is plain text (its line breaks
 * kept). Unknown placeholders stay as written, so a typo shows in the mail rather than vanishing.
 */
export interface TemplateText {
  subject: string;
  body: string;
}
export interface TemplateValues {
  alertName: string;
  now: Date;
  since: Date;
  count: number;
  rows: string[];
}
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const hasTags = (s: string) => /<\/?[a-z][^>]*>/i.test(s);
/** Plain text of an HTML body: block ends become line breaks, tags go, entities are decoded. */
function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) => ownValue(values, key) ?? whole);
}

export function renderTemplate(t: TemplateText, v: TemplateValues): RenderedMail {
  const plain: Record<string, string> = {
    alertName: v.alertName,
    date: formatDate(v.now),
    since: formatDate(v.since),
    count: String(v.count),
    rows: v.rows.length ? v.rows.map((r) => `- ${r}`).join('\n') : '(none)',
  };
  const html: Record<string, string> = {
    ...Object.fromEntries(Object.entries(plain).map(([k, s]) => [k, escapeHtml(s)])),
    rows: v.rows.length ? `<ul>${v.rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>` : '<p>(none)</p>',
  };
  const isHtml = hasTags(t.body);
  return {
    subject: fill(t.subject, { ...plain, rows: v.rows.join(', ') })
      .replace(/[\r\n]+/g, ' ')
      .trim()
      .slice(0, 250),
    text: fill(isHtml ? textOf(t.body) : t.body, plain),
    html: isHtml ? fill(t.body, html) : fill(escapeHtml(t.body), html).replace(/\r?\n/g, '<br>\n'),
  };
}
