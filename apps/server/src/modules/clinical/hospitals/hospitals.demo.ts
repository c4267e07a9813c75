import { inArray } from 'drizzle-orm';
import { ROTATION_TABLE } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { clinicalThirdParties, hospitalRotations, hospitals, preceptors } from '../core/clinical.schema.js';

const THIRD_PARTIES = [
  {
    name: 'MedPlacements Group',
    contactName: 'Nora Whitfield',
    email: 'placements@medplacements.example.com',
    phone: '3125550140',
  },
  {
    name: 'Atlantic Clinical Partners',
    contactName: 'Omar Haddad',
    email: 'rotations@atlanticclinical.example.com',
    phone: '7135550177',
  },
];

/** [name, code, city, state, zip, phone, domain, third party index, offers: [rotation code, price $, seats]] */
const HOSPITALS: [string, string, string, string, string, string, string, number | null, [string, number, number][]][] =
  [
    [
      'Bayside Medical Center',
      'BMC',
      'Miami',
      'Florida',
      '33136',
      '3055550100',
      'bayside',
      null,
      [
        ['IM', 850, 6],
        ['SURG', 900, 4],
        ['PEDS', 700, 3],
        ['EM', 600, 2],
      ],
    ],
    [
      'Brookline University Hospital',
      'BUH',
      'Brooklyn',
      'New York',
      '11212',
      '7185550110',
      'brookline',
      null,
      [
        ['IM', 800, 5],
        ['FM', 650, 4],
        ['PSY', 550, 3],
        ['OBGYN', 750, 2],
        ['CARD', 700, 2],
      ],
    ],
    [
      'Newark Riverside Medical Center',
      'NRMC',
      'Newark',
      'New Jersey',
      '07112',
      '9735550120',
      'newarkriverside',
      null,
      [
        ['SURG', 850, 4],
        ['OBGYN', 700, 3],
        ['RAD', 450, 2],
      ],
    ],
    [
      'Lakeshore General Hospital',
      'LGH',
      'Chicago',
      'Illinois',
      '60611',
      '3125550130',
      'lakeshore',
      0,
      [
        ['IM', 750, 4],
        ['PEDS', 650, 3],
        ['PSY', 500, 2],
        ['FM', 600, 3],
        ['EM', 550, 2],
        ['CARD', 650, 2],
      ],
    ],
    [
      'Gulf Coast Regional Hospital',
      'GCRH',
      'Houston',
      'Texas',
      '77030',
      '7135550150',
      'gulfcoast',
      1,
      [
        ['SURG', 800, 3],
        ['IM', 700, 4],
        ['FM', 500, 5],
      ],
    ],
    [
      'Peachtree Community Hospital',
      'PCH',
      'Atlanta',
      'Georgia',
      '30303',
      '4045550160',
      'peachtree',
      null,
      [
        ['FM', 450, 6],
        ['PEDS', 600, 2],
        ['PSY', 480, 2],
        ['OBGYN', 650, 3],
      ],
    ],
  ];

/** [title, first, last, speciality] per hospital, in HOSPITALS' order */
const PRECEPTORS: [string, string, string, string][][] = [
  [
    ['Dr.', 'Maria', 'Alvarez', 'Internal Medicine'],
    ['Dr.', 'James', 'Okafor', 'General Surgery'],
  ],
  [
    ['Dr.', 'Rachel', 'Goldberg', 'Family Medicine'],
    ['Prof.', 'Samuel', 'Adeyemi', 'Psychiatry'],
    ['Dr.', 'Lena', 'Novak', 'Cardiology'],
  ],
  [
    ['Dr.', 'Anil', 'Mehta', 'General Surgery'],
    ['Dr.', 'Grace', 'Kim', 'Obstetrics and Gynecology'],
  ],
  [
    ['Dr.', 'Thomas', 'Byrne', 'Internal Medicine'],
    ['Dr.', 'Aisha', 'Rahman', 'Pediatrics'],
    ['Dr.', 'Victor', 'Salas', 'Emergency Medicine'],
  ],
  [
    ['Dr.', 'Ellen', 'Park', 'General Surgery'],
    ['Dr.', 'Marcus', 'Reed', 'Family Medicine'],
  ],
  [
    ['Dr.', 'Hannah', 'Brooks', 'Family Medicine'],
    ['Dr.', 'Luis', 'Ortega', 'Pediatrics'],
  ],
];

/**
 * Demo clinical sites: two third parties, six hospitals (two reached through a third party), each offering three to
 * six of the seeded rotations at $450 to $900 a week with two to six seats, two or three preceptors each, and the
 * demo preceptor user (Petra Preceptor) linked to a preceptor record at the first hospital. Entered by the clinical dean.
 */
export async function seedDemoClinicalSites(ex: Executor) {
  const people = await ex
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.username, ['clinical', 'preceptor']));
  const by = people.find((u) => u.username === 'clinical')?.id ?? null;
  const stamps = { createdBy: by, updatedBy: by };
  const refs = await ex
    .select({ id: refRows.id, table: refRows.tableKey, label: refRows.label, code: refRows.data })
    .from(refRows)
    .where(inArray(refRows.tableKey, [ROTATION_TABLE, 'state', 'country']));
  const refId = (table: string, label: string) => refs.find((r) => r.table === table && r.label === label)?.id ?? null;
  const rotationId = (code: string) =>
    refs.find((r) => r.table === ROTATION_TABLE && (r.code as { code?: string }).code === code)?.id;
  const usa = refId('country', 'United States');

  const parties = await ex
    .insert(clinicalThirdParties)
    .values(THIRD_PARTIES.map((p) => ({ ...p, ...stamps })))
    .returning({ id: clinicalThirdParties.id });

  for (const [i, [name, code, city, state, zip, phone, domain, party, offers]] of HOSPITALS.entries()) {
    const [h] = await ex
      .insert(hospitals)
      .values({
        name,
        code,
        address1: `${100 + i * 25} Medical Center Drive`,
        city,
        stateId: refId('state', state),
        countryId: usa,
        zip,
        phone,
        email: `clinical@${domain}.example.org`,
        website: `https://www.${domain}.example.org`,
        contactName: `${PRECEPTORS[i][0][1]} ${PRECEPTORS[i][0][2]}`,
        replyToEmail: 'clinical@caduceus.example.edu',
        thirdPartyId: party === null ? null : parties[party].id,
        ...stamps,
      })
      .returning({ id: hospitals.id });
    const rows = offers.flatMap(([rot, dollars, seats]) => {
      const id = rotationId(rot);
      return id
        ? [
            {
              hospitalId: h.id,
              rotationId: id,
              pricePerWeekCents: dollars * 100,
              seats,
              availableFrom: '2026-01-05',
              availableTo: i % 2 ? '2027-06-30' : null,
              ...stamps,
            },
          ]
        : [];
    });
    if (rows.length) await ex.insert(hospitalRotations).values(rows);
    await ex.insert(preceptors).values(
      PRECEPTORS[i].map(([title, firstName, lastName, speciality], j) => ({
        hospitalId: h.id,
        title,
        firstName,
        lastName,
        speciality,
        email: `${firstName}.${lastName}@${domain}.example.org`.toLowerCase(),
        phone: `${phone.slice(0, 6)}55${String(10 + j).padStart(2, '0')}`,
        ...stamps,
      })),
    );
    if (i === 0) {
      const petra = people.find((u) => u.username === 'preceptor');
      if (petra)
        await ex.insert(preceptors).values({
          hospitalId: h.id,
          userId: petra.id,
          title: 'Dr.',
          firstName: 'Petra',
          lastName: 'Preceptor',
          speciality: 'Internal Medicine',
          email: petra.email,
          phone: '3055550199',
          ...stamps,
        });
    }
  }
}
