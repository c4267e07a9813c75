import { LEAD_LINK, leadRouteComponents, type LeadAction, type LeadTab } from '@caduceus/contracts';
import type { Core } from '../../platform/core.js';
import type { Kit } from '../kit/index.js';
import type { Reference } from '../reference/index.js';
import type { Workspace } from '../workspace/index.js';
import { createLeadGate, leadsModule, servedLeadTabs } from './leads/leads.module.js';
import { leadDocumentsModule } from './documents/lead-documents.module.js';
import { leadApplicationModule } from './application/lead-application.module.js';
import { createLeadFairsService } from './fairs/lead-fairs.service.js';
import { leadFairsRoutes } from './fairs/lead-fairs.routes.js';
import { createLeadTemplatesService } from './templates/lead-templates.service.js';
import { leadTemplatesRoutes } from './templates/lead-templates.routes.js';
import { leadAdminModule } from './admin/lead-admin.module.js';
import { leadMessagesModule } from './messages/lead-messages.module.js';
import { createLeadReportsService } from './reports/lead-reports.service.js';
import { leadReportsRoutes } from './reports/lead-reports.routes.js';
import { leadDuplicatesModule } from './duplicates/lead-duplicates.module.js';
import { INBOUND_EMAIL_MACHINE, leadInboxModule } from './inbox/lead-inbox.module.js';
import { leadAdmissionModule } from './admission/lead-admission.module.js';
import { leadImmigrationModule } from './immigration/lead-immigration.module.js';
import { leadImportModule } from './import/lead-import.module.js';
import { leadInterviewsModule } from './interviews/lead-interviews.module.js';

declare module '../../platform/guard.js' {
  interface RecordTabs {
    /** routes of the lead record declare `{ lead: tab | null, bit, action? }` */
    lead: { tab: LeadTab; action: LeadAction };
  }
}

/**
 * Admissions (the CRM): leads and their tabs, documents, application, admission forms, immigration, interviews
 * and decisions, messages and tasks, the inbound mailbox, duplicates, import, college fairs, templates, reports.
 */
export function registerAdmissions(
  core: Core,
  { kit, reference, workspace }: { kit: Kit; reference: Reference; workspace: Workspace },
) {
  const { app, db, config } = core;
  const files = kit.files;
  let served: ReturnType<typeof servedLeadTabs> | undefined;
  core.guard.records.lead = {
    param: 'leadId',
    menuLink: LEAD_LINK,
    notFound: 'Lead not found',
    components: (tab, action) => leadRouteComponents(tab as LeadTab | null, action as LeadAction | undefined),
    gate: createLeadGate(db, () => (served ??= servedLeadTabs(app.routeRegistry))),
  };
  core.machineSecrets[INBOUND_EMAIL_MACHINE] = config.inboundEmailToken;

  const leads = leadsModule(app, { db, files });
  leadDuplicatesModule(app, { db, files });
  leadImportModule(app, { db, files, sheets: core.sheets });
  const leadDocuments = leadDocumentsModule(app, { db, files });
  workspace.notificationCounts
    .add('unverfiedDocumentCount', () => leadDocuments.pendingCount())
    .add('unAssignedLeadCount', () => leadDocuments.unassignedLeadCount());
  leadApplicationModule(app, { db, files });
  leadAdmissionModule(app, { db });
  leadImmigrationModule(app, { db, files });
  leadFairsRoutes(app, createLeadFairsService({ db, now: core.clock }));
  const templates = createLeadTemplatesService({ reference: reference.reference });
  leadTemplatesRoutes(app, templates);
  leadMessagesModule(app, { db, files, templates, tasks: workspace.tasks, mailQueued: core.mailQueued, may: core.may });
  leadAdminModule(app, { db, files, today: core.clock && (() => core.clock!().toISOString().slice(0, 10)) });
  leadReportsRoutes(app, createLeadReportsService({ db, clock: core.clock }));
  // inbound email: the ingestion endpoint and mailbox sources, the unverified email screen, the representative's messages
  const inbox = leadInboxModule(app, {
    db,
    files,
    templates,
    notify: workspace.notify,
    mailQueued: core.mailQueued,
    jobs: core.jobs,
    inboundMailDir: config.inboundMailDir,
    pollMs: config.inboundPollMs,
    onError: (err, source) => app.log.error({ err, source }, 'inbound mail'),
  });
  workspace.notificationCounts.add('unverifiedEmailCount', () => inbox.unreadCount());
  leadInterviewsModule(app, { db, files, leads, mailQueued: core.mailQueued, clock: core.clock });
  return {};
}

// the demo school (commands/seed-demo.ts)
export { seedLeads } from './leads/leads.demo.js';
export { seedInterviewSlots } from './interviews/lead-interviews.demo.js';
