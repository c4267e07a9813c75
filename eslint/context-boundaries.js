// The context boundary: code is grouped by the school's areas (contexts), mirrored in three trees. A file in
// one context reaches another context only through that context's face: its index.ts (what it offers: its
// registration, services, types) or, on the server, its tables.ts (its tables, to join against); on the web,
// its pages.ts (its screens, lazily loaded), publicPages.ts (its signed-out screens, which the entry routes
// before the rest loads) and shell.ts (what it puts in the app shell's top bar).
// Files outside the contexts (app.ts, commands/, factories/) use the faces too; platform/ uses no context.
// The contracts package (packages/contracts/src/<context>/) is grouped the same way but not checked: it holds
// declarations only, every file of it is public, and its contexts' zod schemas refer to each other at load
// time, which re-exporting faces would turn into import cycles.
import path from 'node:path';

/** the trees whose first folder level is the context */
const TREES = [
  { root: 'apps/server/src/modules', faces: ['index', 'tables'], outside: ['apps/server/src'] },
  { root: 'apps/web/src/modules', faces: ['index', 'pages', 'publicPages', 'shell'], outside: ['apps/web/src'] },
];

const relativeTo = (cwd, file) => path.relative(cwd, file).split(path.sep).join('/');

/** { tree, context, rest } of a repo-relative path inside a context tree, or undefined */
function placeOf(rel) {
  for (const tree of TREES) {
    if (!rel.startsWith(tree.root + '/')) continue;
    const parts = rel.slice(tree.root.length + 1).split('/');
    // contracts keeps shared files at its top level (validation.ts, routes.ts): those are no context's
    if (parts.length < 2) return { tree, context: undefined, rest: parts.join('/') };
    return { tree, context: parts[0], rest: parts.slice(1).join('/') };
  }
  return undefined;
}

const isFace = (tree, rest) => rest === '' || tree.faces.some((f) => new RegExp(`^${f}(\\.(js|ts|tsx))?$`).test(rest));

export const contextBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a context imports another only through its face (index.ts, tables.ts)' },
    schema: [],
    messages: {
      face: "'{{from}}' reaches into the {{to}} context: import it through modules/{{to}}/{{faces}}.",
    },
  },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const file = context.filename ?? context.getFilename();
    const here = relativeTo(cwd, file);
    const own = placeOf(here);
    const inTree = TREES.find((t) => here.startsWith(t.root + '/') || t.outside.some((o) => here.startsWith(o + '/')));
    if (!inTree) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relativeTo(cwd, path.resolve(path.dirname(file), source));
      const place = placeOf(target);
      if (!place || !place.context || place.tree !== inTree) return;
      if (own && own.tree === place.tree && own.context === place.context) return;
      if (isFace(place.tree, place.rest)) return;
      context.report({
        node,
        messageId: 'face',
        data: {
          from: own?.context ?? here,
          to: place.context,
          faces: place.tree.faces.map((f) => `${f}.ts`).join(' or '),
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'context-boundaries': contextBoundaries } };
