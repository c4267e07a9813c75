import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Pieces every "documents" tab shares (student documents, lead documents): the file kinds a document
 * may be (scans, letters, forms and spreadsheets; the content decides, not the name), the title taken
 * from a file name, and a user's display name in SQL.
 */
export const DOCUMENT_KINDS = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'] as const;

/** A document's title from its file name when none is given: 'Passport scan.pdf' -> 'Passport scan'. */
export const titleOf = (filename: string) => (path.basename(filename, path.extname(filename)).trim() || filename).slice(0, 200);

/** "First Last" of a users row (an alias), null when both are blank. */
export const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;
