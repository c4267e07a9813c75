import { LEAD_IMPORT_COLUMNS } from '@caduceus/contracts';

const FIRST = [
  'Amara',
  'Bruno',
  'Chen',
  'Dalia',
  'Emre',
  'Fatima',
  'Gabriel',
  'Hana',
  'Ivan',
  'Julia',
  'Kwame',
  'Leila',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
];

export interface SampleOptions {
  count: number;
  /** makes names, emails and phones unique to this file (letters and digits; files whose tags share a long prefix have similar names) */
  tag: string;
  /** every n-th row has a bad email, every 2n-th (offset) an unknown program; 0: none */
  badEvery?: number;
  /** every n-th row repeats the previous row's email in capitals (a duplicate within the file); 0: none */
  dupEvery?: number;
  /** emails of live leads: rows copy them in turn (duplicates of existing leads), one every `dupEvery` rows */
  existingEmails?: string[];
  /** the names the file uses for lookups (labels of the school's control tables) */
  names?: { course: string; semester: string; source: string; country: string; campus?: string };
}

/**
 * A lead upload for tests and the bench, in the template's column order, with refused rows and duplicates
 * at known places; `expected` says what a check must find. Names, birth dates (one day apart) and phones
 * (exchange 6xx, which the demo leads never use) are unique per row, so no other duplicates arise.
 */
export function sampleLeadRows(o: SampleOptions) {
  const badEvery = o.badEvery ?? 20;
  const dupEvery = o.dupEvery ?? 25;
  const names = o.names ?? {
    course: 'Doctor of Medicine (MD)',
    semester: 'Fall 2026',
    source: 'Website',
    country: 'Aruba',
    campus: 'Aruba Main Campus',
  };
  // phones (area and a block of numbers) follow the tag, so that two files rarely share one
  const h = [...o.tag].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1_000_003, 7);
  const area = 300 + (h % 600);
  const invalid = new Set<number>();
  const duplicates = new Set<number>();
  const emails: string[] = [];
  let existing = 0;
  const rows: string[][] = [];
  for (let i = 0; i < o.count; i++) {
    const dob = new Date(Date.UTC(1975, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const local = String(6_000_000 + ((h * 37 + i) % 1_000_000));
    let email = `bulk.${o.tag}.${i}@import.example.org`.toLowerCase();
    let course = names.course;
    const badEmail = badEvery > 0 && i % badEvery === 3;
    const badCourse = badEvery > 0 && i % (badEvery * 2) === 7;
    const bad = badEmail || badCourse;
    if (badEmail) email = `not-an-email-${i}`;
    if (badCourse) course = 'Unknown Program';
    if (!bad && dupEvery > 0 && i > 0 && i % dupEvery === dupEvery - 1 && !invalid.has(i - 1)) {
      email = emails[i - 1].toUpperCase();
      duplicates.add(i);
    } else if (
      !bad &&
      dupEvery > 0 &&
      o.existingEmails?.length &&
      i % dupEvery === dupEvery - 2 &&
      existing < o.existingEmails.length
    ) {
      email = o.existingEmails[existing++];
      duplicates.add(i);
    }
    if (bad) invalid.add(i);
    emails.push(email);
    const cells: Record<string, string> = {
      firstName: FIRST[i % FIRST.length],
      middleName: '',
      lastName: `Bulk${o.tag}${i}`,
      email,
      phone: `(${area}) ${local.slice(0, 3)}-${local.slice(3)}`,
      dateOfBirth: dob,
      gender: i % 2 ? 'Female' : 'Male',
      course,
      campus: names.campus ?? '',
      semester: names.semester,
      source: names.source,
      birthCountry: names.country,
      fair: '',
      representative: '',
    };
    rows.push(LEAD_IMPORT_COLUMNS.map((c) => cells[c.key] ?? ''));
  }
  return {
    rows,
    /** 0-based indexes of the rows; the row number in the file is index + 2 */
    expected: {
      total: o.count,
      invalid: invalid.size,
      valid: o.count - invalid.size,
      duplicates: duplicates.size,
      invalidRows: invalid,
      duplicateRows: duplicates,
    },
  };
}

/** Rows as CSV text (RFC 4180 quoting). */
export const toCsv = (headers: string[], rows: string[][]) =>
  [headers, ...rows]
    .map((r) => r.map((c) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n') + '\r\n';
