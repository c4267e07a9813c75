/**
 * Email templates' placeholders and the "rich text without HTML" of student emails, shared by the
 * server (which fills, renders and sends) and the web (which previews with the same blocks).
 */

/** Placeholders an email template or message may hold, and what each is filled with. */
export const TEMPLATE_PLACEHOLDERS = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'First and last name',
  studentId: 'Student ID',
  email: 'Email address',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | number | null | undefined>>;

/** Fills {{placeholder}} (spaces allowed inside the braces); unknown placeholders stay as written. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) => {
    // own keys only: {{constructor}} is no placeholder
    const v = Object.hasOwn(values, key) ? (values as Record<string, unknown>)[key] : undefined;
    return Object.hasOwn(TEMPLATE_PLACEHOLDERS, key) && v !== undefined && v !== null ? String(v) : whole;
  });
}

/**
 * The body of an email is "rich text without HTML": a small markup the form's toolbar writes.
 * **bold**, _italic_, [label](https://link), bare https:// links, lines starting with "- " (bullets)
 * or "1. " (numbers); a blank line starts a paragraph. Anything else, HTML included, is plain text:
 * the renderers escape it, so nothing the writer types becomes markup the reader's mail program runs.
 */
export type RichInline = { t: 'text' | 'b' | 'i'; text: string } | { t: 'link'; text: string; href: string };
export type RichBlock = { t: 'p'; lines: RichInline[][] } | { t: 'ul' | 'ol'; items: RichInline[][] };

const INLINE =
  /\*\*(.+?)\*\*|(?<![\w])_(?!\s)(.+?)(?<!\s)_(?![\w])|\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

function inlines(line: string): RichInline[] {
  const out: RichInline[] = [];
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > at) out.push({ t: 'text', text: line.slice(at, m.index) });
    if (m[1] !== undefined) out.push({ t: 'b', text: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'i', text: m[2] });
    else if (m[3] !== undefined) out.push({ t: 'link', text: m[3], href: m[4] });
    else out.push({ t: 'link', text: m[5], href: m[5] });
    at = m.index + m[0].length;
  }
  if (at < line.length) out.push({ t: 'text', text: line.slice(at) });
  return out;
}

/** Control characters other than tab and newline never reach a message. */
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
export const cleanText = (s: string) => s.replace(/\r\n?/g, '\n').replace(CONTROL, '');

export function richTextBlocks(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let current = null as RichBlock | null;
  for (const raw of cleanText(source).split('\n')) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d{1,3}[.)]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      current = null;
      continue;
    }
    if (bullet || numbered) {
      const t = bullet ? 'ul' : 'ol';
      const item = inlines((bullet ?? numbered)![1]);
      if (current?.t === t) current.items.push(item);
      else blocks.push((current = { t, items: [item] }));
      continue;
    }
    if (current?.t === 'p') current.lines.push(inlines(line));
    else blocks.push((current = { t: 'p', lines: [inlines(line)] }));
  }
  return blocks;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function inlineHtml(xs: RichInline[]): string {
  return xs
    .map((x) => {
      if (x.t === 'b') return `<strong>${escapeHtml(x.text)}</strong>`;
      if (x.t === 'i') return `<em>${escapeHtml(x.text)}</em>`;
      if (x.t === 'link') return `<a href="${escapeHtml(x.href)}">${escapeHtml(x.text)}</a>`;
      return escapeHtml(x.text);
    })
    .join('');
}

/** The body as HTML for the email (every character the writer typed escaped). */
export function richTextToHtml(source: string): string {
  return richTextBlocks(source)
    .map((b) =>
      b.t === 'p'
        ? `<p>${b.lines.map(inlineHtml).join('<br>')}</p>`
        : `<${b.t}>${b.items.map((i) => `<li>${inlineHtml(i)}</li>`).join('')}</${b.t}>`,
    )
    .join('\n');
}

const inlinePlain = (xs: RichInline[]) =>
  xs
    .map((x) =>
      x.t === 'link' ? (x.text === x.href ? x.href : `${x.text} (${x.href.replace(/^mailto:/, '')})`) : x.text,
    )
    .join('');

/** The body as plain text (the email's text part, and the history's preview). */
export function richTextToPlain(source: string): string {
  return richTextBlocks(source)
    .map((b) =>
      b.t === 'p'
        ? b.lines.map(inlinePlain).join('\n')
        : b.items.map((i, n) => `${b.t === 'ul' ? '-' : `${n + 1}.`} ${inlinePlain(i)}`).join('\n'),
    )
    .join('\n\n');
}
