import fs from 'node:fs';
import path from 'node:path';
import { apiSchemaFiles } from './api-schema.js';

// `npm run api:generate`: writes the web's API types (apps/web/src/app/api-schema.d.ts) from the server.
// `npm run api:check` (--check): fails when the committed file differs from what the server declares.
const check = process.argv.includes('--check');
const stale: string[] = [];
for (const { file, text } of await apiSchemaFiles()) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === text) continue;
  const name = path.relative(process.cwd(), file);
  if (check) stale.push(name);
  else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
if (stale.length) {
  console.error(
    `The API declaration changed but these files were not regenerated: ${stale.join(', ')}. Run npm run api:generate.`,
  );
  process.exit(1);
}
if (check) console.log("The web's API types match the server");
// the app's timers (batching, caches) must not keep the command alive
process.exit(0);
