import type { Core } from '../../platform/core.js';
import type { Kit } from '../kit/index.js';
import { systemRoutes } from './system/system.routes.js';
import { jobsRoutes } from './system/jobs.routes.js';
import { createBannersService } from './banners/banners.service.js';
import { bannersRoutes } from './banners/banners.routes.js';
import { createAlertsService } from './alerts/alerts.service.js';
import { alertsRoutes } from './alerts/alerts.routes.js';

/** Administration: health and the audit trail, failed jobs, banners, and the alert configuration with its runs. */
export function registerAdmin(core: Core, { kit }: { kit: Kit }) {
  const { app, db, config } = core;
  systemRoutes(app, db, { smtpConfigured: kit.smtpConfigured });
  jobsRoutes(app, core.jobs);
  bannersRoutes(app, createBannersService(db, kit.files), core.mayRead);
  const alerts = createAlertsService({ db, clock: core.now, dataDir: config.dataDir, mailQueued: core.mailQueued });
  alertsRoutes(app, alerts);
  core.jobs.register({ name: 'alerts', everyMs: 60_000, run: () => alerts.runDue() });
  return {};
}

// the demo school (commands/seed-demo.ts)
export { seedDemoAlerts } from './alerts/alerts.seed.js';
