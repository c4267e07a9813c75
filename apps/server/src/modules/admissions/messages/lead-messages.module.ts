import type { FastifyInstance } from 'fastify';
import type { AccessBit, SessionUser } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import type { LeadTemplatesService } from '../templates/lead-templates.service.js';
import type { TasksService } from '../../workspace/index.js';
import { TODO_ADMIN } from '../../workspace/index.js';
import { createLeadEmailService } from './lead-email.service.js';
import { createLeadTasksService } from './lead-tasks.service.js';
import { leadMessagesRoutes } from './lead-messages.routes.js';

export interface LeadMessagesDeps {
  db: Db;
  files: FilesService;
  templates: LeadTemplatesService;
  tasks: TasksService;
  mailQueued: () => void;
  may: (user: SessionUser, link: string, bit: AccessBit) => Promise<boolean>;
}

/**
 * The lead record's email and task tabs and the lead task screens. Whoever reaches a lead's tasks
 * (Lead menu) sees them all; changes stay with the task's parties or a To Do List administrator (edit).
 */
export function leadMessagesModule(app: FastifyInstance, deps: LeadMessagesDeps) {
  const email = createLeadEmailService({
    db: deps.db,
    files: deps.files,
    templates: deps.templates,
    mailQueued: deps.mailQueued,
  });
  const tasks = createLeadTasksService({ db: deps.db, tasks: deps.tasks });
  leadMessagesRoutes(app, email, tasks, async (req) => ({
    read: true,
    edit: await deps.may(req.user!, TODO_ADMIN, 'edit'),
  }));
}
