import type { FastifyInstance } from 'fastify';
import { createCore, finishCore, type AppDeps } from './platform/core.js';
import { registerKit } from './modules/kit/index.js';
import { registerAccess } from './modules/access/index.js';
import { registerAdmin } from './modules/admin/index.js';
import { registerReference } from './modules/reference/index.js';
import { registerWorkspace } from './modules/workspace/index.js';
import { registerStudents } from './modules/students/index.js';
import { registerFinance } from './modules/finance/index.js';
import { registerAdmissions } from './modules/admissions/index.js';
import { registerAcademics } from './modules/academics/index.js';
import { registerClinical } from './modules/clinical/index.js';
import { registerRequests } from './modules/requests/index.js';
import { registerHr } from './modules/hr/index.js';
import { registerCommittees } from './modules/committees/index.js';
import { registerAttendance } from './modules/attendance/index.js';
import { registerHousing } from './modules/housing/index.js';
import { registerReports } from './modules/reports/index.js';
import { registerAlumni } from './modules/alumni/index.js';

export type { AppDeps } from './platform/core.js';

/**
 * Builds the whole application; it does not listen (tests use app.inject). The core (platform/core.ts) is
 * everything no context owns; then each context registers itself, given the faces it depends on.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const core = await createCore(deps);
  const kit = registerKit(core);
  const access = registerAccess(core, { kit });
  registerAdmin(core, { kit });
  const reference = registerReference(core, { kit });
  const workspace = registerWorkspace(core, { kit });
  registerStudents(core, { kit, access, workspace });
  registerFinance(core, { workspace, kit });
  registerAdmissions(core, { kit, reference, workspace });
  const academics = registerAcademics(core, { kit });
  const clinical = registerClinical(core, { kit });
  registerRequests(core, { kit, workspace, academics, clinical });
  registerHr(core);
  registerCommittees(core);
  registerAttendance(core);
  registerHousing(core);
  registerReports(core);
  registerAlumni(core);
  await finishCore(core);
  return core.app;
}
