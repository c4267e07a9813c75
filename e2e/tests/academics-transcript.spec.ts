import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/ui.js';

const headers = { 'x-requested-with': 'caduceus' };

/** The text a PDF shows: its deflated content streams' hex strings, in order. */
function pdfText(b: Buffer) {
  let out = '';
  for (const m of b.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let s: string;
    try {
      s = zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const h of s.matchAll(/<([0-9a-fA-F]+)>/g)) out += Buffer.from(h[1], 'hex').toString('latin1');
  }
  return out;
}

test('the registrar opens a demo student’s transcript, sees her classes and grades, and downloads the official PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'registrar');
  // a demo MD student with at least two stages of graded classes
  const list = (await (await page.request.get('/api/students?pageSize=100&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  let id = 0;
  let graded: { className: string; grade: string } | undefined;
  for (const s of list.items) {
    const res = await page.request.get(`/api/students/${s.id}/transcript`, { headers });
    if (!res.ok()) continue;
    const tr = (await res.json()) as { stages: { classes: { className: string; grade: string | null }[] }[] };
    const cls = tr.stages[0]?.classes.find((c) => c.grade);
    if (tr.stages.length >= 2 && cls) {
      id = s.id;
      graded = { className: cls.className, grade: cls.grade! };
      break;
    }
  }
  expect(id, 'a demo student with two graded stages').toBeGreaterThan(0);

  await page.goto(`/student/details/transcript/${id}`);
  const tab = page.getByRole('region', { name: 'Transcript' });
  await expect(tab).toBeVisible();
  const row = tab.getByRole('row', { name: new RegExp(graded!.className) }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: graded!.grade, exact: true })).toBeVisible();
  await expect(tab.getByText('Cumulative GPA')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download transcript (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Transcript_${id}.pdf`);
  const text = pdfText(await readFile(await download.path()));
  expect(text).toContain('OFFICIAL TRANSCRIPT');
  expect(text).toContain(graded!.className);
  expect(text).toContain('Cumulative GPA');
});
