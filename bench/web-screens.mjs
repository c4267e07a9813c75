// The JavaScript each screen loads, gzipped (budget: sign-in under 200 KB, every other screen under
// 450 KB in total). A screen is the entry chunk, the signed-in route table (signedInRoutes), the signed-in
// layout (AppLayout) and the screen's own chunk, each with everything it imports statically; drawers and
// charts loaded on use are not counted.
// Run after `npm run build -w @caduceus/web`:  node bench/web-screens.mjs [--all]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const LIMIT_KB = 450;
const size = new Map();
const gz = (rel) =>
  size.get(rel) ?? size.set(rel, zlib.gzipSync(fs.readFileSync(path.join(dist, rel)), { level: 9 }).length).get(rel);
function walk(rel, seen) {
  if (seen.has(rel)) return seen;
  seen.add(rel);
  const src = fs.readFileSync(path.join(dist, rel), 'utf8');
  for (const m of src.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g))
    walk(path.join(path.dirname(rel), m[1]), seen);
  return seen;
}
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const base = new Set();
for (const m of html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)) walk(m[1], base);
const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
for (const shellPart of ['signedInRoutes-', 'AppLayout-']) {
  const file = assets.find((f) => f.startsWith(shellPart));
  if (file) walk(`assets/${file}`, base);
}
const pages = assets.filter((f) => /Page-[\w-]+\.js$/.test(f) && !f.startsWith('LoginPage-'));
const rows = pages
  .map((f) => {
    const seen = walk(`assets/${f}`, new Set(base));
    return { page: f.replace(/-[\w]+\.js$/, ''), kb: [...seen].reduce((n, r) => n + gz(r), 0) / 1024 };
  })
  .sort((a, b) => b.kb - a.kb);
const over = rows.filter((r) => r.kb > LIMIT_KB);
for (const r of process.argv.includes('--all') ? rows : rows.slice(0, 15))
  console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.page}${r.kb > LIMIT_KB ? '  over budget' : ''}`);
console.log(
  `${rows.length} screens; ${over.length} over ${LIMIT_KB} KB; the shell alone (entry + route table + layout) ${([...base].reduce((n, r) => n + gz(r), 0) / 1024).toFixed(1)} KB`,
);
