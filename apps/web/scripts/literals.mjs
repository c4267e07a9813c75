// The i18n check (issue 14): user-facing text of the translated folders goes through i18next.
// 1. Literals: JSX text, and string values of the configured props (title, placeholder, label, aria-label,
//    okText, cancelText, message, ...) as JSX attributes or object properties, in the folders of
//    i18n.config.json, are reported as file:line. A line (or the line above it) holding
//    `i18n-ignore` is skipped: brand names, sample values, symbols. In a file of `textKeys` (data whose
//    English labels are translated where they render), the literals are keys of the given namespace
//    instead, and must exist in every locale.
// 2. Keys: every t('key') with a literal key exists in every locale file (plural forms key_one/key_other
//    count), and every locale has the keys of English with the same {{placeholders}}.
// 3. The ratchet: the screens of config.ratchet.folders (the contexts' modules, written before the check)
//    keep the literals their baseline file lists, and no more: new text goes through t().
//    `node scripts/literals.mjs --shrink-baseline` drops from the baseline what was translated since.
// Run: node scripts/literals.mjs (exit code 1 on findings). Test: src/app/i18nCheck.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIG = JSON.parse(fs.readFileSync(path.join(WEB, 'scripts/i18n.config.json'), 'utf8'));

const LETTER = /\p{L}/u;
const IGNORE = 'i18n-ignore';

/** The static text of a string-valued expression that would reach the screen as it is, or null. */
function literalText(node) {
  if (!node) return null;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression?.(node))
    return literalText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(
      node.operatorToken.kind,
    )
  )
    return literalText(node.left) ?? literalText(node.right);
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

const propName = (name) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isJsxNamespacedName?.(name) === false)
    ? (name.text ?? name.getText())
    : name?.getText?.();

/** User-facing literals of one source file: [{ line, text }]. */
export function findLiterals(source, fileName = 'file.tsx', props = CONFIG.props) {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = source.split('\n');
  const wanted = new Set(props);
  const out = [];
  const report = (node, text) => {
    if (!text || !LETTER.test(text)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    if (lines[line]?.includes(IGNORE) || lines[line - 1]?.includes(IGNORE)) return;
    out.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      report(node, literalText(node.expression));
    else if (ts.isJsxAttribute(node) && wanted.has(node.name.getText(sf)) && node.initializer)
      report(node, literalText(node.initializer));
    else if (ts.isPropertyAssignment(node) && wanted.has(propName(node.name)))
      report(node, literalText(node.initializer));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * The literal title and subtitle of the screens' <Page> elements: Page shows them through the `titles`
 * namespace, so they are keys of it that every locale must hold (not literals to rewrite).
 */
export function findPageTitles(source, fileName = 'file.tsx', elements = ['Page']) {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = [];
  const visit = (node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      elements.includes(node.tagName.getText(sf))
    )
      for (const a of node.attributes.properties)
        if (ts.isJsxAttribute(a) && ['title', 'subtitle'].includes(a.name.getText(sf)) && a.initializer) {
          // a whole string only: a template with values in it is no key (its parts are literals)
          const init = ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer;
          const whole = init && (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init));
          const text = whole ? init.text : null;
          if (text && LETTER.test(text))
            out.push({ line: sf.getLineAndCharacterOfPosition(a.getStart(sf)).line + 1, text: text.trim() });
        }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The literal keys of t() calls: [{ line, key, ns }] (a key built at run time is not checked). */
export function findKeys(source, fileName = 'file.tsx', defaultNs = CONFIG.defaultNamespace) {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isT =
        (ts.isIdentifier(callee) && callee.text === 't') ||
        (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
      const [first, opts] = node.arguments;
      if (isT && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        let ns = defaultNs;
        if (opts && ts.isObjectLiteralExpression(opts))
          for (const p of opts.properties)
            if (ts.isPropertyAssignment(p) && propName(p.name) === 'ns' && ts.isStringLiteral(p.initializer))
              ns = p.initializer.text;
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        out.push({ line, key: first.text, ns });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const hasKey = (dict, key) => !!dict && [key, `${key}_one`, `${key}_other`].some((k) => typeof dict[k] === 'string');
const placeholders = (s) =>
  [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** Missing keys: the t() keys of a file against the locales ({ en: { ns: { key: text } }, ... }). */
export function missingKeys(keys, locales) {
  const out = [];
  for (const k of keys)
    for (const [lang, nss] of Object.entries(locales)) if (!hasKey(nss[k.ns], k.key)) out.push({ ...k, lang });
  return out;
}

/** Keys of English absent from (or with other placeholders in) another locale. */
export function localeGaps(locales, base = 'en') {
  const out = [];
  for (const [ns, dict] of Object.entries(locales[base] ?? {}))
    for (const [key, text] of Object.entries(dict))
      for (const [lang, nss] of Object.entries(locales)) {
        if (lang === base) continue;
        const other = nss[ns]?.[key];
        if (typeof other !== 'string') out.push(`${lang}.json: ${ns}:${key} is missing`);
        else if (placeholders(other) !== placeholders(text))
          out.push(`${lang}.json: ${ns}:${key} has other placeholders than English`);
      }
  return out;
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p);
    return /\.(tsx?|jsx?)$/.test(e.name) && !/\.(test|spec|d)\.[tj]sx?$/.test(e.name) ? [p] : [];
  });
}

export function loadLocales(config = CONFIG) {
  return Object.fromEntries(
    config.languages.map((l) => [l, JSON.parse(fs.readFileSync(path.join(WEB, config.locales, `${l}.json`), 'utf8'))]),
  );
}

/**
 * The ratchet of the screens not yet translated (config.ratchet.folders): their literals may only be
 * those the baseline lists for the file (a multiset of texts, so moving a line does not count). Answers
 * the literals beyond it: a new screen, or new text in an old one, goes through t() from the start.
 */
export function beyondBaseline(literals, known = []) {
  const left = new Map();
  for (const text of known) left.set(text, (left.get(text) ?? 0) + 1);
  return literals.filter((l) => {
    const n = left.get(l.text) ?? 0;
    if (n === 0) return true;
    left.set(l.text, n - 1);
    return false;
  });
}

/** The literals of the ratchet's folders by file (repo-relative to the web app), as the baseline holds them. */
export function ratchetLiterals(config = CONFIG) {
  const out = {};
  for (const folder of config.ratchet?.folders ?? [])
    for (const file of filesUnder(path.join(WEB, folder))) {
      const source = fs.readFileSync(file, 'utf8');
      const titles = file.endsWith('.tsx') ? findPageTitles(source, file) : [];
      const texts = findLiterals(source, file, config.props)
        .filter((l) => !titles.some((t) => t.line === l.line && t.text === l.text))
        .map((l) => l.text);
      if (texts.length) out[path.relative(WEB, file).split(path.sep).join('/')] = texts.sort();
    }
  return out;
}

/** The whole check: the problems as "file:line: ..." lines. */
export function check(config = CONFIG) {
  const locales = loadLocales(config);
  const excluded = new Set(config.exclude.map((e) => path.join(WEB, e)));
  const problems = [];
  if (config.ratchet) {
    const baseline = JSON.parse(fs.readFileSync(path.join(WEB, config.ratchet.baseline), 'utf8'));
    for (const folder of config.ratchet.folders)
      for (const file of filesUnder(path.join(WEB, folder))) {
        const key = path.relative(WEB, file).split(path.sep).join('/');
        const source = fs.readFileSync(file, 'utf8');
        const titles = file.endsWith('.tsx') ? findPageTitles(source, file) : [];
        const isTitle = (l) => titles.some((t) => t.line === l.line && t.text === l.text);
        for (const m of missingKeys(
          titles.map((t) => ({ line: t.line, key: t.text, ns: 'titles' })),
          locales,
        ))
          problems.push(
            `${path.relative(process.cwd(), file)}:${m.line}: page title "${m.key}" is missing from ${m.lang}.json (titles)`,
          );
        const literals = findLiterals(source, file, config.props).filter((l) => !isTitle(l));
        for (const l of beyondBaseline(literals, baseline[key]))
          problems.push(
            `${path.relative(process.cwd(), file)}:${l.line}: untranslated text "${l.text}" (use t(); screens ` +
              `written before the check are listed in ${config.ratchet.baseline})`,
          );
      }
  }
  for (const folder of config.folders)
    for (const file of filesUnder(path.join(WEB, folder))) {
      if (excluded.has(file)) continue;
      const rel = path.relative(process.cwd(), file);
      const source = fs.readFileSync(file, 'utf8');
      const textNs = config.textKeys?.[path.relative(WEB, file)];
      const literals = findLiterals(source, file, config.props);
      if (textNs)
        for (const m of missingKeys(
          literals.map((l) => ({ line: l.line, key: l.text, ns: textNs })),
          locales,
        ))
          problems.push(`${rel}:${m.line}: "${m.key}" (${m.ns}) is missing from ${m.lang}.json`);
      else for (const l of literals) problems.push(`${rel}:${l.line}: untranslated text "${l.text}" (use t())`);
      for (const m of missingKeys(findKeys(source, file, config.defaultNamespace), locales))
        problems.push(`${rel}:${m.line}: key "${m.key}" (${m.ns}) is missing from ${m.lang}.json`);
    }
  problems.push(
    ...localeGaps(locales).map((g) => `${path.relative(process.cwd(), path.join(WEB, config.locales))}/${g}`),
  );
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--shrink-baseline') || process.argv.includes('--init-baseline')) {
    // after translating a screen: the baseline keeps only what is still there (it never grows; it is made
    // once, with --init-baseline, when there is none)
    const file = path.join(WEB, CONFIG.ratchet.baseline);
    const init = process.argv.includes('--init-baseline');
    if (init && fs.existsSync(file)) throw new Error(`${CONFIG.ratchet.baseline} exists: use --shrink-baseline`);
    const old = init ? null : JSON.parse(fs.readFileSync(file, 'utf8'));
    const kept = {};
    for (const [f, texts] of Object.entries(ratchetLiterals())) {
      const extra = beyondBaseline(
        texts.map((text) => ({ line: 0, text })),
        old ? (old[f] ?? []) : texts,
      ).map((l) => l.text);
      const stay = [...texts];
      for (const t of extra) stay.splice(stay.indexOf(t), 1);
      if (stay.length) kept[f] = stay;
    }
    fs.writeFileSync(file, JSON.stringify(kept, null, 1) + '\n');
    console.log(
      `${CONFIG.ratchet.baseline}: ${Object.values(kept).flat().length} literals in ${Object.keys(kept).length} files`,
    );
    process.exit(0);
  }
  const problems = check();
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`i18n check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('i18n check: no untranslated text, every key in every locale');
}
