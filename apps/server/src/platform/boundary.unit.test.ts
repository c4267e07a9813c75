import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
const inPlatform = `${root}apps/server/src/platform/probe.ts`;

/** The rule messages ESLint gives `source` as if it were a file at `filePath`. */
async function restricted(source: string, filePath: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('platform imports no module (eslint.config.js)', () => {
  it('fails a platform file that imports a module', async () => {
    const messages = await restricted(`import { x } from '../modules/system/x.js';\nexport const y = x;\n`, inPlatform);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('platform/ imports no module');
  });

  it('fails it from a nested folder and for a type import too', async () => {
    const source = `import type { X } from '../../modules/leads/leads.schema.js';\nexport type Y = X;\n`;
    expect(await restricted(source, `${root}apps/server/src/platform/db/probe.ts`)).toHaveLength(1);
  });

  it('lets platform import platform and packages, and lets a module import a module', async () => {
    const source = `import { z } from 'zod';\nimport { badInput } from './errors.js';\nexport const y = [z, badInput];\n`;
    expect(await restricted(source, inPlatform)).toEqual([]);
    const moduleFile = `${root}apps/server/src/modules/leads/probe.ts`;
    expect(await restricted(`import { x } from '../system/x.js';\nexport const y = x;\n`, moduleFile)).toEqual([]);
  });
});
