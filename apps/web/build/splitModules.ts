import type { Plugin } from 'vite';

/**
 * Splits declaration-only modules for the web bundle. A bundler places whole modules in chunks, with
 * every export that any screen uses: a screen that needs one constant of a file gets the rest of that
 * file and what the rest imports.
 *
 * packages/contracts holds only declarations (constants, zod schemas, pure functions), yet a screen
 * that showed a few status names got the file's schemas, and zod (~25 KB gzipped) with them; the
 * signed-in shell did too, for the to-do statuses. For contracts:
 * 1. every top-level `const x = <call>` is marked pure (a derived schema such as `pageQuery.extend(...)`
 *    looks like a side effect otherwise), so an unused one is dropped;
 * 2. each file becomes one module per top-level declaration (declarations that refer to each other in
 *    a cycle, or share a module-level `let`, stay together); the file itself re-exports them. A screen's
 *    chunks then hold the declarations it uses, and zod only where a schema is used.
 *
 * The same split (without 1) applies to the library modules in SPLIT_ALSO, each for a measured reason.
 * A file with anything but imports, declarations and exports is left whole.
 */
const CONTRACTS = /packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
const SPLIT_ALSO = [
  // antd's Radio (in every table, for row selection) imports one helper from the form's useForm
  // module, which brought rc-form's form store (~7 KB gzipped) into every list screen without a form
  /node_modules[\\/]antd[\\/]es[\\/]form[\\/]hooks[\\/]useForm\.js$/,
];
/** The query that names the modules made from a file (the bundler's side-effect rules must allow it). */
const PART = '?split-part=';

/* eslint-disable @typescript-eslint/no-explicit-any -- ESTree nodes from the bundler's parser */
type Node = any;

function namesOfPattern(p: Node, out: string[] = []): string[] {
  if (!p) return out;
  if (p.type === 'Identifier') out.push(p.name);
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties) namesOfPattern(prop.type === 'RestElement' ? prop.argument : prop.value, out);
  else if (p.type === 'ArrayPattern') for (const el of p.elements) namesOfPattern(el, out);
  else if (p.type === 'RestElement') namesOfPattern(p.argument, out);
  else if (p.type === 'AssignmentPattern') namesOfPattern(p.left, out);
  return out;
}

/** Every identifier name in a subtree (a superset of the references: extra ones only add imports). */
function identifiers(node: Node, out: Set<string>) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) identifiers(n, out);
    return;
  }
  if (node.type === 'Identifier') out.add(node.name);
  for (const key of Object.keys(node))
    if (key !== 'start' && key !== 'end' && key !== 'range' && key !== 'loc') identifiers(node[key], out);
}

/** Strongly connected components (Tarjan), in dependency order. */
function components(n: number, edges: number[][]): number[][] {
  const index: number[] = Array(n).fill(-1),
    low: number[] = Array(n).fill(0),
    onStack: boolean[] = Array(n).fill(false);
  const stack: number[] = [],
    out: number[][] = [];
  let next = 0;
  const visit = (v: number) => {
    index[v] = low[v] = next++;
    stack.push(v);
    onStack[v] = true;
    for (const w of edges[v]) {
      if (index[w] === -1) {
        visit(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
    }
    if (low[v] === index[v]) {
      const comp: number[] = [];
      let w: number;
      do {
        w = stack.pop()!;
        onStack[w] = false;
        comp.push(w);
      } while (w !== v);
      out.push(comp.sort((a, b) => a - b));
    }
  };
  for (let v = 0; v < n; v++) if (index[v] === -1) visit(v);
  return out;
}

export function splitModules(): Plugin {
  const parts = new Map<string, string>();
  return {
    name: 'caduceus:split-modules',
    apply: 'build',
    enforce: 'post',
    resolveId(source) {
      return source.includes(PART) && parts.has(source) ? source : null;
    },
    load(id) {
      return parts.get(id) ?? null;
    },
    transform(code, id) {
      const contracts = CONTRACTS.test(id);
      if (!contracts && !SPLIT_ALSO.some((re) => re.test(id))) return null;
      const body: Node[] = this.parse(code).body;

      // 1. pure initializers
      const pureAt = new Set<number>();
      for (const stmt of body) {
        const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
        if (contracts && decl?.type === 'VariableDeclaration')
          for (const d of decl.declarations) if (d.init?.type === 'CallExpression') pureAt.add(d.init.start);
      }
      const text = (from: number, to: number) => {
        let out = '';
        let at = from;
        for (const p of [...pureAt].filter((x) => x >= from && x < to).sort((a, b) => a - b)) {
          out += code.slice(at, p) + '/* @__PURE__ */ ';
          at = p;
        }
        return out + code.slice(at, to);
      };
      const whole = { code: text(0, code.length), map: null };

      // 2. one module per declaration
      const imports = new Map<string, { source: string; spec: string }>(); // local name -> import
      const units: { names: string[]; node: Node; exported: boolean }[] = [];
      const localExports: { local: string; exported: string }[] = [];
      const keep: string[] = []; // re-exports from other files, as written
      for (const stmt of body) {
        if (stmt.type === 'ImportDeclaration') {
          for (const s of stmt.specifiers) {
            const spec =
              s.type === 'ImportDefaultSpecifier'
                ? `default as ${s.local.name}`
                : s.type === 'ImportNamespaceSpecifier'
                  ? `* as ${s.local.name}`
                  : `${s.imported.type === 'Literal' ? JSON.stringify(s.imported.value) : s.imported.name} as ${s.local.name}`;
            imports.set(s.local.name, { source: stmt.source.value, spec });
          }
          if (!stmt.specifiers.length) return whole; // an import for its effect
        } else if (stmt.type === 'ExportAllDeclaration' || (stmt.type === 'ExportNamedDeclaration' && stmt.source)) {
          keep.push(code.slice(stmt.start, stmt.end));
        } else if (stmt.type === 'ExportNamedDeclaration' && !stmt.declaration) {
          for (const s of stmt.specifiers)
            localExports.push({
              local: s.local.name,
              exported: s.exported.type === 'Literal' ? s.exported.value : s.exported.name,
            });
        } else if (stmt.type === 'ExportDefaultDeclaration') {
          const d = stmt.declaration;
          if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) {
            units.push({ names: [d.id.name], node: d, exported: false });
            localExports.push({ local: d.id.name, exported: 'default' });
          } else if (d.type === 'Identifier') localExports.push({ local: d.name, exported: 'default' });
          else return whole;
        } else {
          const exported = stmt.type === 'ExportNamedDeclaration';
          const decl = exported ? stmt.declaration : stmt;
          if (decl.type === 'VariableDeclaration')
            units.push({ names: decl.declarations.flatMap((d: Node) => namesOfPattern(d.id)), node: decl, exported });
          else if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id)
            units.push({ names: [decl.id.name], node: decl, exported });
          else if (decl.type === 'TSTypeAliasDeclaration' || decl.type === 'TSInterfaceDeclaration') continue;
          else return whole; // a statement that does something
        }
      }
      if (units.length < 2) return whole;

      const owner = new Map<string, number>();
      units.forEach((u, i) => u.names.forEach((n) => owner.set(n, i)));
      const refs = units.map((u) => {
        const s = new Set<string>();
        identifiers(u.node, s);
        return s;
      });
      const edges = refs.map((s, i) =>
        [...s].flatMap((n) => (owner.has(n) && owner.get(n) !== i ? [owner.get(n)!] : [])),
      );
      // a module-level let/var may be assigned by the declarations that use it: they stay in its module
      units.forEach((u, i) => {
        if (u.node.type === 'VariableDeclaration' && u.node.kind !== 'const')
          refs.forEach((s, j) => {
            if (j !== i && u.names.some((n) => s.has(n))) edges[i].push(j);
          });
      });
      const comps = components(units.length, edges);
      const partOf = new Map<number, number>();
      comps.forEach((c, k) => c.forEach((i) => partOf.set(i, k)));
      const partId = (k: number) => `${id}${PART}${k}`;

      comps.forEach((comp, k) => {
        const need = new Map<string, string[]>(); // source -> specifiers
        const fromParts = new Map<number, Set<string>>();
        const declared = comp.flatMap((i) => units[i].names);
        for (const i of comp) {
          for (const n of refs[i]) {
            if (declared.includes(n)) continue;
            const imp = imports.get(n);
            if (imp) {
              const list = need.get(imp.source) ?? need.set(imp.source, []).get(imp.source)!;
              if (!list.includes(imp.spec)) list.push(imp.spec);
              continue;
            }
            const o = owner.get(n);
            if (o !== undefined)
              (fromParts.get(partOf.get(o)!) ?? fromParts.set(partOf.get(o)!, new Set()).get(partOf.get(o)!)!).add(n);
          }
        }
        const lines: string[] = [];
        for (const [source, specs] of need) {
          const ns = specs.find((s) => s.startsWith('* as '));
          if (ns) lines.push(`import ${ns} from ${JSON.stringify(source)};`);
          const named = specs.filter((s) => !s.startsWith('* as '));
          if (named.length) lines.push(`import { ${named.join(', ')} } from ${JSON.stringify(source)};`);
        }
        for (const [p, names] of fromParts)
          lines.push(`import { ${[...names].join(', ')} } from ${JSON.stringify(partId(p))};`);
        for (const i of comp) lines.push(text(units[i].node.start, units[i].node.end));
        lines.push(`export { ${declared.join(', ')} };`);
        parts.set(partId(k), lines.join('\n'));
      });

      const facade = [...keep];
      comps.forEach((comp, k) => {
        const names = comp.flatMap((i) => (units[i].exported ? units[i].names : []));
        if (names.length) facade.push(`export { ${names.join(', ')} } from ${JSON.stringify(partId(k))};`);
      });
      for (const { local, exported } of localExports) {
        const o = owner.get(local);
        const imp = imports.get(local);
        if (o !== undefined)
          facade.push(`export { ${local} as ${exported} } from ${JSON.stringify(partId(partOf.get(o)!))};`);
        else if (imp && !imp.spec.startsWith('* as '))
          facade.push(
            `export { ${imp.spec.replace(/ as .*$/, '')} as ${exported} } from ${JSON.stringify(imp.source)};`,
          );
        else return whole;
      }
      return { code: facade.join('\n') + '\n', map: null };
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
