import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
const inPlatform = `${root}apps/server/src/platform/probe.ts`;

/** The messages of `rule` ESLint gives `source` as if it were a file at `filePath`. */
async function messages(source: string, filePath: string, rule: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}
const restricted = (source: string, filePath: string) => messages(source, filePath, 'no-restricted-imports');
const crossing = (source: string, filePath: string) => messages(source, filePath, 'caduceus/context-boundaries');
const importing = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('platform imports no context (eslint.config.js)', () => {
  it('fails a platform file that imports a context, even through its face', async () => {
    const found = await restricted(importing('../modules/admin/index.js'), inPlatform);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('platform/ imports no module');
  });

  it('fails it from a nested folder and for a type import too', async () => {
    const source = `import type { X } from '../../modules/admissions/leads/leads.schema.js';\nexport type Y = X;\n`;
    expect(await restricted(source, `${root}apps/server/src/platform/db/probe.ts`)).toHaveLength(1);
  });

  it('lets platform import platform and packages', async () => {
    const source = `import { z } from 'zod';\nimport { badInput } from './errors.js';\nexport const y = [z, badInput];\n`;
    expect(await restricted(source, inPlatform)).toEqual([]);
  });
});

describe('a context reaches another only through its face (eslint/context-boundaries.js)', () => {
  const inAdmissions = `${root}apps/server/src/modules/admissions/leads/probe.ts`;

  it("fails a server context that imports another context's inner file", async () => {
    const found = await crossing(importing('../../students/record/students.repo.js'), inAdmissions);
    expect(found).toEqual([
      "'admissions' reaches into the students context: import it through modules/students/index.ts or tables.ts.",
    ]);
    // a re-export and a dynamic import count too
    expect(await crossing(`export { x } from '../../kit/files/files.service.js';\n`, inAdmissions)).toHaveLength(1);
    expect(
      await crossing(`export const y = () => import('../../kit/files/files.service.js');\n`, inAdmissions),
    ).toHaveLength(1);
  });

  it("passes the other context's index.ts and tables.ts, and the context's own files", async () => {
    expect(await crossing(importing('../../students/index.js'), inAdmissions)).toEqual([]);
    expect(await crossing(importing('../../students/tables.js'), inAdmissions)).toEqual([]);
    expect(await crossing(importing('../documents/lead-documents.service.js'), inAdmissions)).toEqual([]);
    expect(await crossing(importing('../../../platform/errors.js'), inAdmissions)).toEqual([]);
  });

  it('holds app.ts, the commands and the tests to the faces as well', async () => {
    const app = `${root}apps/server/src/app.ts`;
    expect(await crossing(importing('./modules/students/record/students.routes.js'), app)).toHaveLength(1);
    expect(await crossing(importing('./modules/students/index.js'), app)).toEqual([]);
    const aTest = `${root}apps/server/src/modules/finance/accounting/probe.test.ts`;
    expect(await crossing(importing('../../students/record/students.schema.js'), aTest)).toHaveLength(1);
  });

  it("applies to the web app, whose faces are its contexts' index.ts", async () => {
    const web = `${root}apps/web/src/modules/admissions/leads/probe.tsx`;
    expect(await crossing(importing('../../students/tabs/AddressTab'), web)).toHaveLength(1);
    expect(await crossing(importing('../../students'), web)).toEqual([]);
    expect(await crossing(importing('../../students/index'), web)).toEqual([]);
    // the app's screen registry reads each context's pages.ts
    expect(await crossing(importing('../modules/students/pages'), `${root}apps/web/src/app/pages.ts`)).toEqual([]);
  });

  it('leaves the contracts, declarations that are all public, to import each other freely', async () => {
    const contracts = `${root}packages/contracts/src/finance/probe.ts`;
    expect(await crossing(importing('../students/student.js'), contracts)).toEqual([]);
  });
});
