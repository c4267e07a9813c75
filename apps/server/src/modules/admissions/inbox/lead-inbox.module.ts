import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../../platform/db/index.js';
import type { JobRunner } from '../../../platform/jobs.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadsService } from '../leads/leads.service.js';
import { createLeadEmailService } from '../messages/lead-email.service.js';
import type { LeadTemplatesService } from '../templates/lead-templates.service.js';
import type { NewNotification } from '../../workspace/index.js';
import { createLeadInboxService } from './lead-inbox.service.js';
import { leadInboxRoutes } from './lead-inbox.routes.js';
import { directoryMailSource, pollSources, type InboundMailSource } from './lead-inbox.sources.js';
import { createMyMessagesService } from './my-messages.service.js';
import { myMessagesRoutes } from './my-messages.routes.js';

export { INBOUND_EMAIL_MACHINE } from './lead-inbox.routes.js';
export type { InboundMailSource } from './lead-inbox.sources.js';

export interface LeadInboxModuleDeps {
  db: Db;
  files: FilesService;
  templates: LeadTemplatesService;
  notify: (ex: Executor, n: NewNotification) => Promise<void>;
  mailQueued: () => void;
  jobs: JobRunner;
  /** a drop folder of .eml files (INBOUND_MAIL_DIR) */
  inboundMailDir?: string;
  /** further mailbox sources (an IMAP poller) */
  sources?: InboundMailSource[];
  pollMs: number;
  onError: (err: unknown, source: string) => void;
}

/**
 * Inbound email for the Admissions CRM: the ingestion endpoint and the `inbound-mail` job polling the
 * configured mailbox sources, the unverified email screen, and the representative's own messages. app.ts
 * registers its count (unread unverified emails) in the top bar.
 */
export function leadInboxModule(app: FastifyInstance, deps: LeadInboxModuleDeps) {
  const leads = createLeadsService({ db: deps.db, files: deps.files });
  const inbox = createLeadInboxService({ db: deps.db, files: deps.files, leads, notify: deps.notify });
  leadInboxRoutes(app, inbox);
  const email = createLeadEmailService({
    db: deps.db,
    files: deps.files,
    templates: deps.templates,
    mailQueued: deps.mailQueued,
  });
  myMessagesRoutes(app, createMyMessagesService({ db: deps.db, email }));

  const sources = [...(deps.inboundMailDir ? [directoryMailSource(deps.inboundMailDir)] : []), ...(deps.sources ?? [])];
  if (sources.length) {
    deps.jobs.register({
      name: 'inbound-mail',
      everyMs: deps.pollMs,
      run: () => pollSources(sources, (raw, source) => inbox.ingest(raw, source), deps.onError),
    });
  }
  return inbox;
}
