import type { UploadResult } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { headerKey, writeSheet, type SheetReader } from '../../../platform/sheets.js';
import type { SpooledFile } from '../../../platform/multipart.js';
import type { UploadRegistry } from './uploads.registry.js';

export function createUploadsService(db: Db, registry: UploadRegistry, sheets: SheetReader) {
  const typeOf = (type: string) => {
    const t = registry.get(type);
    if (!t) throw notFound('Upload type');
    return t;
  };

  return {
    typeOf,
    async template(type: string) {
      const t = typeOf(type);
      return writeSheet(
        t.title,
        t.columns.map((c) => c.header),
        [t.columns.map((c) => c.example ?? '')],
      );
    },
    /** Reads, validates every row, and (unless a dry run, and only when every row is valid) imports in one transaction. */
    async run(
      actor: Actor,
      type: string,
      file: SpooledFile | undefined,
      opts: { dryRun: boolean; sendCredentials: boolean },
    ): Promise<UploadResult> {
      const t = typeOf(type);
      if (!file) throw badInput('Choose a file to upload', { file: 'Choose a file to upload' });
      const { headers, rows } = await sheets.read(file);
      const have = new Set(headers.map(headerKey));
      const missing = t.columns.filter(
        (c) => c.required && !have.has(headerKey(c.key)) && !have.has(headerKey(c.header)),
      );
      if (missing.length)
        throw badInput(`Missing columns: ${missing.map((c) => c.header).join(', ')}`, {
          file: `Missing columns: ${missing.map((c) => c.header).join(', ')}`,
        });

      const errors: UploadResult['errors'] = [];
      const good: { line: number; value: unknown; raw: Record<string, string> }[] = [];
      rows.forEach((raw, i) => {
        const line = i + 2; // the header is line 1
        const input = Object.fromEntries(
          t.columns.map((c) => [c.key, raw[headerKey(c.key)] ?? raw[headerKey(c.header)] ?? '']),
        );
        const parsed = t.row.safeParse(input);
        if (parsed.success) good.push({ line, value: parsed.data, raw: input });
        else
          for (const issue of parsed.error.issues)
            errors.push({ row: line, field: String(issue.path[0] ?? '') || null, message: issue.message });
      });
      if (t.check && good.length) {
        const verdicts = await t.check(
          good.map((g) => g.value),
          actor,
          good.map((g) => g.line),
        );
        verdicts.forEach((v, i) => {
          if (v) errors.push({ row: good[i].line, field: null, message: v });
        });
      }
      const badLines = new Set(errors.map((e) => e.row));
      const valid = good.filter((g) => !badLines.has(g.line));
      const result: UploadResult = {
        type,
        total: rows.length,
        valid: valid.length,
        invalid: badLines.size,
        errors: errors.sort((a, b) => a.row - b.row).slice(0, 1000),
        preview: valid.slice(0, 20).map((g) => g.raw),
        applied: null,
      };
      if (opts.dryRun || !valid.length) return result;
      // the valid rows go in together or not at all
      const done = await db.transaction(async (tx) => {
        const r = await t.apply(
          tx,
          actor,
          valid.map((g) => g.value),
          { sendCredentials: opts.sendCredentials },
        );
        await audit(tx, actor, {
          action: 'bulk_upload',
          entity: type,
          after: {
            file: file.filename,
            rows: valid.length,
            inserted: r.inserted,
            updated: r.updated,
            refused: badLines.size,
          },
        });
        return r;
      });
      await done.after?.();
      return { ...result, applied: { inserted: done.inserted, updated: done.updated } };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
