import { describe, expect, it } from 'vitest';
/** The unit test of the i18n check (apps/web/scripts/literals.mjs, run by `npm run i18n:check`). */
import {
  beyondBaseline,
  findKeys,
  findLiterals,
  findPageTitles,
  localeGaps,
  missingKeys,
} from '../../scripts/literals.mjs';

type Literal = { line: number; text: string };
type Key = { line: number; key: string; ns: string };
const literals = (src: string): Literal[] => findLiterals(src, 'Screen.tsx');

describe('the i18n literal check', () => {
  it('catches JSX text and literal user-facing props, with their lines', () => {
    const src = [
      'export const A = () => (',
      '  <Modal title="Delete it?" okText={"Yes"}>',
      '    <p>Nothing here yet</p>',
      '    <Input placeholder={`Search ${what}`} aria-label={open ? "Close" : "Open"} />',
      '  </Modal>',
      ');',
      "const cols = [{ title: 'Name', dataIndex: 'name' }];",
    ].join('\n');
    expect(literals(src)).toEqual([
      { line: 2, text: 'Delete it?' },
      { line: 2, text: 'Yes' },
      { line: 3, text: 'Nothing here yet' },
      { line: 4, text: 'Search' },
      { line: 4, text: 'Close' },
      { line: 7, text: 'Name' },
    ]);
  });

  it('lets t() calls, symbols, other props and marked lines pass', () => {
    const src = [
      'export const A = () => (',
      "  <Modal title={t('notes.deleteConfirm')} okText={t('action.yes')} width={600} className=\"wide\">",
      "    <p>{t('empty.nothing')}</p>",
      '    <span>{count} · — ×</span>',
      '    <Input placeholder="name@example.com" // i18n-ignore: an example address',
      '    />',
      '  </Modal>',
      ');',
    ].join('\n');
    expect(literals(src)).toEqual([]);
  });

  it('finds the literal keys of t() with their namespace, and the ones a locale lacks', () => {
    const keys: Key[] = findKeys(
      "t('action.save'); i18n.t('gone'); t(dynamic); t('x', { ns: 'titles' }); t('email.attached', { count })",
      'a.ts',
    );
    expect(keys.map((k) => `${k.ns}:${k.key}`)).toEqual([
      'shell:action.save',
      'shell:gone',
      'titles:x',
      'shell:email.attached',
    ]);
    const locales = {
      en: {
        shell: { 'action.save': 'Save', 'email.attached_one': '1', 'email.attached_other': 'n' },
        titles: { x: 'X' },
      },
      de: { shell: { 'action.save': 'Speichern', 'email.attached_other': 'n' }, titles: {} },
    };
    expect(missingKeys(keys, locales).map((m) => `${m.lang}:${m.ns}:${m.key}`)).toEqual([
      'en:shell:gone',
      'de:shell:gone',
      'de:titles:x',
    ]);
  });

  it('reports a locale missing a key of English, or with other placeholders', () => {
    const gaps = localeGaps({
      en: { shell: { a: 'Hello {{name}}', b: 'Bye' } },
      fr: { shell: { a: 'Bonjour {{nom}}' } },
    });
    expect(gaps).toEqual(['fr.json: shell:a has other placeholders than English', 'fr.json: shell:b is missing']);
  });

  it('lets an old screen keep the literals of its baseline, and no more', () => {
    const found = [
      { line: 3, text: 'Name' },
      { line: 9, text: 'Save' },
      { line: 12, text: 'Name' },
      { line: 20, text: 'Delete' },
    ];
    // the same texts on other lines pass; one more "Name" than the baseline knows, and a new text, do not
    expect(beyondBaseline(found, ['Name', 'Save', 'Delete'])).toEqual([{ line: 12, text: 'Name' }]);
    expect(beyondBaseline(found, ['Name', 'Name', 'Save'])).toEqual([{ line: 20, text: 'Delete' }]);
    // a new screen has no baseline
    expect(beyondBaseline(found)).toEqual(found);
  });

  it("takes a screen's literal Page title and subtitle as keys of the titles namespace", () => {
    const src = [
      'export const A = () => (',
      '  <Page title="Student list" subtitle={"Every student"} actions={<Button title="Add" />}>',
      '    <Card title="Not a page" />',
      '  </Page>',
      ');',
    ].join('\n');
    expect(findPageTitles(src, 'Screen.tsx')).toEqual([
      { line: 2, text: 'Student list' },
      { line: 2, text: 'Every student' },
    ]);
  });
});
