// The sign-in screen's JavaScript budget (200 KB gzipped): the entry chunk with everything it imports
// statically, plus the lazy LoginPage chunk and its imports. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const LIMIT_KB = 200;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const seen = new Set();
function walk(rel) {
  if (seen.has(rel)) return;
  seen.add(rel);
  const src = fs.readFileSync(path.join(dist, rel), 'utf8');
  for (const m of src.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g))
    walk(path.join(path.dirname(rel), m[1]));
}
for (const m of html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)) walk(m[1]);
const login = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.startsWith('LoginPage-') && f.endsWith('.js'));
if (!login) throw new Error('no LoginPage chunk in dist/assets');
walk(`assets/${login}`);
let gz = 0;
for (const rel of seen) gz += zlib.gzipSync(fs.readFileSync(path.join(dist, rel)), { level: 9 }).length;
const kb = gz / 1024;
console.log(`sign-in screen: ${seen.size} JS files, ${kb.toFixed(1)} KB gzipped (budget ${LIMIT_KB} KB)`);
if (kb > LIMIT_KB) process.exit(1);
