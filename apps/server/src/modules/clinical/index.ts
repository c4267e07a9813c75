import type { Core } from '../../platform/core.js';
import type { Actor } from '../../platform/audit.js';
import type { Kit } from '../kit/index.js';
import { createHospitalsService } from './hospitals/hospitals.service.js';
import { hospitalsRoutes } from './hospitals/hospitals.routes.js';
import { createHospitalDocuments } from './hospitals/documents.js';
import { hospitalDocumentRoutes } from './hospitals/documents.routes.js';
import { preceptorRecordKind } from './preceptors/preceptors.gate.js';
import { createPreceptorsService } from './preceptors/preceptors.service.js';
import { preceptorsRoutes } from './preceptors/preceptors.routes.js';
import { preceptorPortalRoutes } from './preceptors/portal.routes.js';
import { createRotationsService } from './rotations/rotations.service.js';
import { clinicalRequestsFace } from './rotations/requests.face.js';
import { rotationRoutes } from './rotations/rotations.routes.js';
import { createPlansService } from './plans/plans.service.js';
import { planRoutes } from './plans/plans.routes.js';
import { createLogsService } from './logs/logs.service.js';
import { logRoutes } from './logs/logs.routes.js';
import { createTransfersService } from './transfers/transfers.service.js';
import { transferRoutes } from './transfers/transfers.routes.js';

// hospitals, offered rotations, third parties, preceptors: the demo seed and the face's service types
export { seedDemoClinicalSites } from './hospitals/hospitals.demo.js';
export type { HospitalsService } from './hospitals/hospitals.service.js';
export type { PreceptorsService } from './preceptors/preceptors.service.js';
export type { AskedPlacement, ClinicalRequestsFace } from './rotations/requests.face.js';
// students' rotations and plans: the demo (its three teaching sites beside the hospitals above) and the test sites
export { seedClinicalSites, type ClinicalSites } from './rotations/fixtures.js';
export { seedDemoRotations } from './rotations/rotations.demo.js';

/**
 * Clinical training: hospitals, preceptors, rotations and their assignment, clinical logs and evaluations, the
 * preceptor portal. Built so far: hospitals with their third parties and offered rotations (price per week,
 * seats, dates), preceptors and the preceptor's own profile; students' rotations (the Rotation tab), the
 * assignment wizard, roster, graph and planned rotations; the preceptor portal's rotations; the clinical log with the preceptor's verification.
 */
export function registerClinical(core: Core, { kit }: { kit: Kit }) {
  // ---- hospitals, offered rotations, third parties, preceptors ----
  const hospitals = createHospitalsService({ db: core.db });
  const preceptors = createPreceptorsService({ db: core.db, files: kit.files });
  core.guard.records.preceptor = preceptorRecordKind(core.db);
  hospitalsRoutes(core.app, hospitals);
  hospitalDocumentRoutes(core.app, createHospitalDocuments({ db: core.db, files: kit.files }));
  preceptorsRoutes(core.app, preceptors);
  const sites = {
    /** an offered rotation: hospital, rotation (name, code, type, weeks), price per week in cents, seats, dates, active (404 if none) */
    offerOf: (hospitalRotationId: number) => hospitals.offer(hospitalRotationId),
    /** the active offers (of a hospital, of a rotation, open on a day) */
    activeOffers: (q: { hospitalId?: number; rotationId?: number; on?: string } = {}) => hospitals.activeOffers(q),
    /** a hospital (404 if none) */
    hospital: (id: number) => hospitals.hospital(id),
    /** the preceptors of a hospital for a dropdown (active ones, and `include` when given) */
    preceptorsOf: (hospitalId: number, include?: number) => preceptors.options({ hospitalId, include }),
    /** a preceptor with the hospital's contact (404 if none) */
    preceptor: (id: number) => preceptors.detail(id),
  };
  // ---- end hospitals ----
  // students' rotations (the Rotation tab), the assignment wizard, roster, graph and planned rotations
  const rotations = createRotationsService({ db: core.db });
  rotationRoutes(core.app, rotations);
  preceptorPortalRoutes(core.app, preceptors, rotations);
  planRoutes(core.app, createPlansService({ db: core.db, rotations }));
  // rotations done at another school and credited here (the Rotation tab's clinical transfers)
  transferRoutes(core.app, createTransfersService({ db: core.db }));
  // the clinical log: the student's days, the preceptor's verification, the office's list
  logRoutes(core.app, createLogsService({ db: core.db, files: kit.files, now: core.now }), preceptors);
  /** the rotations the surveys' evaluations and feedback are about, as their preceptor or their student sees them (404 otherwise) */
  const evaluated = {
    preceptorRotation: async (actor: Actor, rotationId: number) =>
      rotations.preceptorRotation(await preceptors.ownId(actor), rotationId),
    preceptorRotations: async (actor: Actor) =>
      (await rotations.preceptorList(await preceptors.ownId(actor), { page: 1, pageSize: 100 })).items,
    studentRotation: (studentId: number, rotationId: number) => rotations.get(studentId, rotationId),
    studentRotations: async (studentId: number) => (await rotations.list({ page: 1, pageSize: 100, studentId })).items,
  };
  // what the requests context asks of clinical for a clinical request: its rules, names, the student's facts, its rotation
  const requests = clinicalRequestsFace({ db: core.db, rotations });
  return { sites, rotations: evaluated, requests };
}
export type Clinical = ReturnType<typeof registerClinical>;
