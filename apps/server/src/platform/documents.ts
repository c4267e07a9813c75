import path from 'node:path';

/**
 * Pieces every "documents" tab shares (student documents, lead documents): the file kinds a document
 * may be (scans, letters, forms and spreadsheets; the content decides, not the name), the title taken
 * from a file name.
 */
export const DOCUMENT_KINDS = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'] as const;

/** A document's title from its file name when none is given: 'Passport scan.pdf' -> 'Passport scan'. */
export const titleOf = (filename: string) =>
  (path.basename(filename, path.extname(filename)).trim() || filename).slice(0, 200);
