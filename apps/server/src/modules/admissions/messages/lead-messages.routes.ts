import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_LINK,
  LEAD_MESSAGES,
  leadEmail,
  leadEmailAttachmentParam,
  leadEmailInput,
  leadEmailListItem,
  leadEmailParam,
  leadEmailQuery,
  leadEmailTemplateOption,
  leadEmailTemplateParam,
  leadFilledTemplate,
  leadIdParam,
  leadTask,
  leadTaskInput,
  leadTaskListQuery,
  leadTaskParam,
  leadTaskSearchQuery,
  leadTaskUpdate,
  leadTodayQuery,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { ruleRefused } from '../../../platform/errors.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { Oversight } from '../../workspace/index.js';
import type { LeadEmailService } from './lead-email.service.js';
import type { LeadTasksService } from './lead-tasks.service.js';
import { emailTabRoutes } from '../../kit/index.js';
import { created, routeOps } from '../../../platform/route-op.js';

const op = routeOps('lead messages');
const emailTab = (bit: 'read' | 'write') => ({ lead: 'email' as const, bit });
const taskTab = (bit: 'read' | 'write' | 'edit') => ({ lead: 'task' as const, bit });

/** The lead the gate loaded, refused when closed (a closed lead is reopened before it is worked on). */
const openLead = (req: FastifyRequest) => {
  const h = leadViewOf(req).header;
  if (h.l.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
  return h;
};

/** The email and task tabs of the lead record, and the lead task screens (Today's Tasks, All Tasks). */
export function leadMessagesRoutes(
  app: FastifyInstance,
  email: LeadEmailService,
  tasks: LeadTasksService,
  oversight: (req: FastifyRequest) => Promise<Oversight>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- email tab ----
  r.get(
    '/api/leads/:leadId/email-templates',
    op('listLeadEmailTemplates', emailTab('read'), ['leadEmailTemplate'], {
      params: leadIdParam,
      ok: z.object({ items: z.array(leadEmailTemplateOption) }),
      description: 'The active lead templates (email-template rows of module lead) the email form offers.',
    }),
    async () => ({ items: await email.templates() }),
  );

  r.get(
    '/api/leads/:leadId/email-templates/:templateId',
    op('fillLeadEmailTemplate', emailTab('read'), ['leadTemplate'], {
      params: leadEmailTemplateParam,
      ok: leadFilledTemplate,
      description:
        'A lead template with its placeholders ({{firstName}}, {{lastName}}, {{program}}, {{semester}}, {{representative}}) filled for this lead.',
    }),
    async (req) => email.template(leadViewOf(req).header, req.params.templateId),
  );

  emailTabRoutes(app, {
    op,
    path: '/api/leads/:leadId/emails',
    idOf: (req) => leadViewOf(req).leadId,
    schemas: {
      ownerParam: leadIdParam,
      emailParam: leadEmailParam,
      attachmentParam: leadEmailAttachmentParam,
      query: leadEmailQuery,
      listItem: leadEmailListItem,
      email: leadEmail,
      input: leadEmailInput,
    },
    list: email.list,
    get: (req, leadId, emailId) =>
      email.get(leadId, emailId, {
        ...actorOf(req),
        isRepresentative: leadViewOf(req).header.l.representativeId === req.user!.id,
      }),
    attachment: email.attachment,
    sendable: openLead,
    send: (req, fields, files) => email.send(actorOf(req), leadViewOf(req).header, fields, files),
    ops: {
      list: {
        id: 'listLeadEmails',
        access: emailTab('read'),
        specCalls: ['emailList'],
        description:
          "The lead's email history, newest first: emails sent to the lead (direction out) and received from it (in); sort sentAt, subject, to, status, direction; q searches subject and addresses; status is the outbox delivery, or Received.",
      },
      get: {
        id: 'getLeadEmail',
        access: emailTab('read'),
        specCalls: ['mailView'],
        description:
          "One email of the lead (sent, or received from the lead) with its body, delivery and attachments; the lead's representative opening a received one marks it read.",
      },
      attachment: { id: 'downloadLeadEmailAttachment', access: emailTab('read') },
      send: {
        id: 'sendLeadEmail',
        access: emailTab('write'),
        specCalls: ['sendEmail'],
        description:
          'multipart/form-data: to, cc (addresses separated by commas), templateId, subject, body, and up to 10 `attachments` file parts (PDF, PNG, JPEG, DOCX or XLSX by content; 10 MB each). ' +
          "Lead placeholders are filled in the subject and body; the body's markup becomes escaped HTML. Sent through the outbox (toast 'Email sent'). 422 on a closed lead.",
      },
    },
  });

  // ---- task tab ----
  r.get(
    '/api/leads/:leadId/tasks',
    op('listLeadTasks', taskTab('read'), ['leadTaskList'], {
      params: leadIdParam,
      querystring: leadTaskListQuery,
      ok: pageOf(leadTask),
      description:
        "The lead's tasks, newest first; status 0..3; q in the description or subject; sort dueDate, status, createdAt, id.",
    }),
    async (req) => tasks.list(actorOf(req), req.params.leadId, req.query, await oversight(req)),
  );

  r.get(
    '/api/leads/:leadId/tasks/:taskId',
    op('getLeadTask', taskTab('read'), ['leadTaskById'], {
      params: leadTaskParam,
      ok: leadTask,
      description: 'One task of the lead.',
    }),
    async (req) => tasks.get(actorOf(req), req.params.leadId, req.params.taskId, await oversight(req)),
  );

  r.post(
    '/api/leads/:leadId/tasks',
    op('createLeadTask', taskTab('write'), ['saveTask'], {
      params: leadIdParam,
      body: leadTaskInput,
      created: leadTask,
      description:
        "Adds a task on the lead and assigns it to a staff user, who is told in the app and by email (toast 'Task Assigned Successfully'). 422 on a closed lead.",
    }),
    async (req, reply) => {
      openLead(req);
      const t = await tasks.create(actorOf(req), req.params.leadId, req.body);
      return created(reply, t);
    },
  );

  r.put(
    '/api/leads/:leadId/tasks/:taskId',
    op('updateLeadTask', taskTab('edit'), {
      params: leadTaskParam,
      body: leadTaskUpdate,
      ok: leadTask,
      description:
        'Details by the assigner while open; status by either party along the task transitions (422 otherwise); reassigning tells the new assignee.',
    }),
    async (req) => tasks.update(actorOf(req), req.params.leadId, req.params.taskId, req.body, await oversight(req)),
  );

  // ---- the lead task screens ----
  r.get(
    '/api/lead-tasks/today',
    op('leadTodayTasks', { menu: LEAD_LINK, bit: 'read' }, ['leadTaskSearch'], {
      querystring: leadTodayQuery,
      ok: pageOf(leadTask),
      description:
        "Today's Tasks: the caller's lead tasks due on `day` (default the server's today), open ones unless a status is given; overdue=true adds open tasks due earlier.",
    }),
    async (req) => tasks.today(actorOf(req), req.query, await oversight(req)),
  );

  r.get(
    '/api/lead-tasks',
    op('searchLeadTasks', { menu: LEAD_LINK, bit: 'read' }, ['taskSearch'], {
      querystring: leadTaskSearchQuery,
      ok: pageOf(leadTask),
      description:
        'All tasks on leads: status, assignedToId, due range (dueFrom, dueTo), q in description, subject, lead name or email; paged; sort dueDate, status, createdAt, id.',
    }),
    async (req) => tasks.search(actorOf(req), req.query, await oversight(req)),
  );
}
