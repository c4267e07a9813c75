import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { refRows } from '../../reference/tables.js';
import { hospitalRotations, hospitals, preceptors } from '../core/clinical.schema.js';

/** Placeholder sites for tests and the demo until the hospitals branch's seed replaces this (reconciled at merge). */
const SITES = [
  {
    name: 'St. Mary General Hospital',
    city: 'Miami',
    offers: [
      ['Internal Medicine', 3, 45000],
      ['Surgery', 2, 52500],
      ['Pediatrics', 2, 40000],
    ],
    preceptors: [
      ['Grace', 'Hopper', 'Internal Medicine'],
      ['Henry', 'Gray', 'Surgery'],
    ],
  },
  {
    name: 'Lakeside Medical Center',
    city: 'Chicago',
    offers: [
      ['Internal Medicine', 2, 47500],
      ['Psychiatry', 2, 38000],
      ['Family Medicine', 4, 35000],
    ],
    preceptors: [
      ['Oliver', 'Sacks', 'Psychiatry'],
      ['Martha', 'Ballard', 'Family Medicine'],
    ],
  },
  {
    name: 'Harborview Teaching Hospital',
    city: 'Seattle',
    offers: [
      ['Obstetrics and Gynecology', 2, 50000],
      ['Surgery', 3, 55000],
    ],
    preceptors: [
      ['Virginia', 'Apgar', 'Obstetrics and Gynecology'],
      ['Joseph', 'Lister', 'Surgery'],
    ],
  },
] as const;

export interface ClinicalSites {
  hospitals: {
    id: number;
    name: string;
    offers: { id: number; rotation: string; seats: number }[];
    preceptors: number[];
  }[];
}

/**
 * Three hospitals, each offering some rotations of the Rotations control table (seats per week, price per week,
 * offered from the start of last year to the end of the next two) with two preceptors. Idempotent by hospital name.
 */
export async function seedClinicalSites(ex: Executor, year = new Date().getUTCFullYear()): Promise<ClinicalSites> {
  const labels = [...new Set(SITES.flatMap((s) => s.offers.map((o) => o[0] as string)))];
  const refs = await ex
    .select({ id: refRows.id, label: refRows.label })
    .from(refRows)
    .where(and(eq(refRows.tableKey, 'rotation'), inArray(refRows.label, labels)));
  const refOf = (label: string) => refs.find((r) => r.label === label)?.id;
  const out: ClinicalSites = { hospitals: [] };
  for (const site of SITES) {
    const [existing] = await ex.select().from(hospitals).where(eq(hospitals.name, site.name));
    const h = existing ?? (await ex.insert(hospitals).values({ name: site.name, city: site.city }).returning())[0];
    const offers = [];
    for (const [rotation, seats, cents] of site.offers) {
      const rotationId = refOf(rotation);
      if (!rotationId) continue;
      const [found] = await ex
        .select()
        .from(hospitalRotations)
        .where(and(eq(hospitalRotations.hospitalId, h.id), eq(hospitalRotations.rotationId, rotationId)));
      const o =
        found ??
        (
          await ex
            .insert(hospitalRotations)
            .values({
              hospitalId: h.id,
              rotationId,
              seats,
              pricePerWeekCents: cents,
              availableFrom: `${year - 1}-01-01`,
              availableTo: `${year + 2}-12-31`,
            })
            .returning()
        )[0];
      offers.push({ id: o.id, rotation, seats: o.seats });
    }
    const people = [];
    const known = await ex.select().from(preceptors).where(eq(preceptors.hospitalId, h.id));
    for (const [firstName, lastName, speciality] of site.preceptors) {
      const p =
        known.find((k) => k.lastName === lastName) ??
        (
          await ex
            .insert(preceptors)
            .values({ hospitalId: h.id, title: 'Dr.', firstName, lastName, speciality })
            .returning()
        )[0];
      people.push(p.id);
    }
    out.hospitals.push({ id: h.id, name: h.name, offers, preceptors: people });
  }
  return out;
}
