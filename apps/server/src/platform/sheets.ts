import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@caduceus/contracts';
import { badInput } from './errors.js';
import type { SpooledFile } from './multipart.js';
import type { SheetRefusal } from './sheet-grid.js';
import type { SheetJob, SheetJobResult } from './sheet-worker.js';

export type SheetRow = Record<string, string>;

/** Normalises a header cell: 'First Name' and 'firstName' both become 'firstname'. */
export const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface SheetReaderOptions {
  /** how far an .xlsx may unpack */
  unpackedBytes: number;
  /** a read is stopped (and the file refused) after this */
  timeoutMs: number;
  /** the reading thread's heap; a file that needs more is refused */
  memoryMb: number;
  /** reads at once; others wait their turn */
  workers: number;
  /** an idle thread is ended after this */
  idleMs?: number;
}

/** A refusal as the caller sees it: a 400 with the message on `file` (contracts' SHEET_MESSAGES). */
function refused(r: SheetRefusal, unpackedBytes: number) {
  const m = SHEET_MESSAGES;
  switch (r.reason) {
    case 'fileType':
      return badInput(m.fileType, { file: m.accepted });
    case 'unreadable':
      return badInput(m.unreadable, { file: m.accepted });
    case 'tooManyRows':
      return badInput(m.tooManyRows(r.max), { file: m.tooManyRows(r.max) });
    case 'tooManyColumns':
      return badInput(m.tooManyColumns, { file: m.tooManyColumns });
    case 'cellTooLong':
      return badInput(m.cellTooLong(r.cell), { file: m.cellTooLong(r.cell) });
    case 'damaged':
      return badInput(m.damaged, { file: m.damaged });
    case 'tooLarge': {
      const text = m.tooLarge(Math.round(unpackedBytes / 1024 / 1024));
      return badInput(text, { file: text });
    }
  }
}

/** The reading thread's module: the TypeScript source through tsx's loader (tsx runs the server), or its build. */
function workerSource(): { code: string; eval: true } {
  const ts = import.meta.url.endsWith('.ts');
  const entry = JSON.stringify(new URL(ts ? './sheet-worker.ts' : './sheet-worker.js', import.meta.url).href);
  const code = ts
    ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => m.tsImport(${entry}, ${entry}))`
    : `import(${entry})`;
  return { code, eval: true };
}

/**
 * Reads the first sheet of an uploaded .xlsx (recognised by content) or .csv into rows keyed by normalised
 * header, in worker threads with a heap limit and a time limit, so a large or hostile file never holds up
 * the server's own event loop. Past a limit the file is refused with a 400 on `file`.
 */
export function createSheetReader(o: SheetReaderOptions) {
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const all = new Set<Worker>();
  const waiting: (() => void)[] = [];
  let running = 0,
    seq = 0;

  const spawn = () => {
    const src = workerSource();
    const w = new Worker(src.code, {
      eval: src.eval,
      resourceLimits: { maxOldGenerationSizeMb: o.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    all.add(w);
    w.once('exit', () => {
      all.delete(w);
      const i = idle.findIndex((x) => x.worker === w);
      if (i >= 0) clearTimeout(idle.splice(i, 1)[0].timer);
    });
    return w;
  };
  const takeWorker = () => {
    const i = idle.pop();
    if (!i) return spawn();
    clearTimeout(i.timer);
    i.worker.ref();
    return i.worker;
  };
  const putBack = (w: Worker) => {
    w.unref();
    idle.push({
      worker: w,
      timer: setTimeout(() => {
        const i = idle.findIndex((x) => x.worker === w);
        if (i >= 0) idle.splice(i, 1);
        void w.terminate();
      }, o.idleMs ?? 30_000).unref(),
    });
  };
  const turn = async () => {
    if (running < o.workers) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  function run(job: Omit<SheetJob, 'id'>): Promise<string[][]> {
    const w = takeWorker();
    const id = ++seq;
    return new Promise<string[][]>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
      };
      const timer = setTimeout(() => {
        finish();
        void w.terminate();
        reject(badInput(SHEET_MESSAGES.tooSlow, { file: SHEET_MESSAGES.tooSlow }));
      }, o.timeoutMs);
      const onMessage = (m: SheetJobResult) => {
        if (m.id !== id) return;
        finish();
        putBack(w);
        if ('grid' in m) resolve(m.grid);
        else reject(refused(m.refused, o.unpackedBytes));
      };
      const onError = (err: Error & { code?: string }) => {
        finish();
        void w.terminate();
        reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? refused({ reason: 'tooLarge' }, o.unpackedBytes) : err);
      };
      const onExit = () => {
        finish();
        reject(new Error('the spreadsheet reader stopped'));
      };
      w.on('message', onMessage);
      w.once('error', onError);
      w.once('exit', onExit);
      w.postMessage({ ...job, id } satisfies SheetJob);
    });
  }

  return {
    /** The header row and the data rows (blank rows skipped); at most `maxRows` data rows. */
    async read(file: SpooledFile, opts: { maxRows?: number } = {}): Promise<{ headers: string[]; rows: SheetRow[] }> {
      let kind: SheetJob['kind'];
      if (file.kind === 'xlsx') kind = 'xlsx';
      else if (/\.csv$/i.test(file.filename) && !file.kind) kind = 'csv';
      else throw refused({ reason: 'fileType' }, o.unpackedBytes);
      await turn();
      let grid: string[][];
      try {
        grid = await run({
          path: file.path,
          kind,
          limits: { ...SHEET_LIMITS, rows: opts.maxRows ?? SHEET_LIMITS.rows, unpackedBytes: o.unpackedBytes },
        });
      } finally {
        done();
      }
      if (!grid.length) throw badInput(SHEET_MESSAGES.noRows, { file: SHEET_MESSAGES.noRows });
      const headers = grid[0];
      const keys = headers.map(headerKey);
      const rows = grid.slice(1).map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? ''])));
      return { headers, rows };
    },
    /** Ends the threads (the server is closing). */
    async close() {
      waiting.length = 0;
      for (const i of idle.splice(0)) clearTimeout(i.timer);
      await Promise.all([...all].map((w) => w.terminate()));
    },
  };
}
export type SheetReader = ReturnType<typeof createSheetReader>;

/** Excel's number format of money columns (US dollars, two decimals, negatives with a minus). */
export const MONEY_NUMBER_FORMAT = '"$"#,##0.00';

/**
 * An .xlsx with a header row and the given rows (exports, error reports, templates); `numberFormats` gives a
 * column's Excel number format by its index (MONEY_NUMBER_FORMAT for amounts).
 */
export async function writeSheet(
  sheetName: string,
  headers: string[],
  rows: (string | number | null)[][],
  numberFormats: (string | undefined)[] = [],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  ws.addRow(headers).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((c, i) => {
    c.width = 20;
    const numFmt = numberFormats[i];
    if (numFmt) c.eachCell?.((cell, n) => void (n > 1 && (cell.numFmt = numFmt)));
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
