import { parentPort } from 'node:worker_threads';
import { readCsvGrid } from './sheet-csv.js';
import { SheetError, type SheetLimits, type SheetRefusal } from './sheet-grid.js';
import { readXlsxGrid } from './sheet-xlsx.js';
import { ZipRefused } from './zip-reader.js';

/**
 * The thread that reads spreadsheets (started by sheets.ts with a heap limit and stopped after a time
 * limit), so a large or hostile file never holds up the server's requests. One job at a time.
 */
export interface SheetJob {
  id: number;
  path: string;
  kind: 'xlsx' | 'csv';
  limits: SheetLimits;
}
export type SheetJobResult = { id: number; grid: string[][] } | { id: number; refused: SheetRefusal };

function refusal(e: unknown): SheetRefusal {
  if (e instanceof SheetError) return e.refusal;
  if (e instanceof ZipRefused) return { reason: e.reason };
  // anything else the file did to the reader (bad XML, a broken zip) says the same
  return { reason: 'unreadable' };
}

parentPort?.on('message', async (job: SheetJob) => {
  let reply: SheetJobResult;
  try {
    const grid =
      job.kind === 'xlsx' ? await readXlsxGrid(job.path, job.limits) : await readCsvGrid(job.path, job.limits);
    reply = { id: job.id, grid };
  } catch (e) {
    reply = { id: job.id, refused: refusal(e) };
  }
  parentPort!.postMessage(reply);
});
