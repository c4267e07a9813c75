import { CONTROL_TABLES } from '@caduceus/contracts';
import { allowsMenu } from '../../platform/guard.js';
import type { Core } from '../../platform/core.js';
import type { Kit } from '../kit/index.js';
import { createReferenceService } from './reference.service.js';
import { referenceRoutes } from './reference.routes.js';
import { referenceUpload } from './reference.uploads.js';
import { surveyRoutes } from './survey.routes.js';

export { createReferenceService, requireDef, type ReferenceService } from './reference.service.js';
export { lookupRouteAccess } from './reference.policy.js';

/** Reference data: the control tables, lookups, settings (lead and accounting settings pages) and surveys. */
export function registerReference(core: Core, { kit }: { kit: Kit }) {
  const { app, db } = core;
  const reference = createReferenceService({ db, files: kit.files, now: core.clock });
  referenceRoutes(app, reference, async (user) => {
    const rights = await core.identity.rightsOf(user);
    return (link, bit) => allowsMenu(user, rights, link, bit);
  });
  surveyRoutes(app, db, core.now, core.config.publicUrl);
  for (const def of CONTROL_TABLES) kit.uploadTypes.add(referenceUpload(db, reference, def));
  return { reference };
}
export type Reference = ReturnType<typeof registerReference>;

// the demo school (commands/seed-demo.ts)
export { seedReferenceData } from './reference.seed.js';
