import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_LINK,
  LEAD_NOTE_KINDS,
  LEAD_TAB_COMPONENTS,
  leadActivity,
  leadActivityQuery,
  leadAddressInput,
  leadBulkIdsInput,
  leadBulkResult,
  leadBulkUpdateInput,
  leadCloseInput,
  leadCreateInput,
  leadHeader,
  leadHistoryQuery,
  leadIdParam,
  leadListItem,
  leadListQuery,
  leadMigrateResult,
  leadMoreInfoInput,
  leadNote,
  leadNoteInput,
  leadNoteListQuery,
  leadNoteParam,
  leadProfileInput,
  leadRecord,
  leadRepAssignInput,
  leadStatusChange,
  leadStatusChangeInput,
  leadStatusOptions,
  pageOf,
  LEAD_STATUS_OPTIONS,
  type ComponentKey,
} from '@caduceus/contracts';
import { fastSerializerCompiler } from '../../../platform/fast-serializer.js';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { leadViewOf } from './leads.gate.js';
import type { LeadsService } from './leads.service.js';
import { sendFile } from '../../../platform/send-file.js';
import { created, routeOps } from '../../../platform/route-op.js';
import { photoRoutes } from '../../kit/index.js';

const op = routeOps('leads');
const menu = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ menu: LEAD_LINK, bit });
const option = z.object({ value: z.number().int(), label: z.string() });

/**
 * The lead list, the add form, bulk actions and the record's own tabs (profile, address, status
 * change, notes, phone notes, activity log) and the migration to a student. Record routes live under
 * /api/leads/:leadId and declare `{ lead: tab }`: the guard checks the Lead menu bit, the lead gate
 * that the lead exists and the tab shows for it.
 */
export function leadsRoutes(
  app: FastifyInstance,
  leads: LeadsService,
  representatives: () => Promise<{ value: number; label: string }[]>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/leads',
    {
      ...op('listLeads', menu('read'), ['leadList', 'getActiveLeadsList', 'unAssignedLeads'], {
        querystring: leadListQuery,
        ok: pageOf(leadListItem),
        description:
          'Leads with paging, sorting (id, name, email, status, course, campus, semester, source, representative, createdAt) and the list filters; q searches id, names, email and phone. Open leads unless `closed`; `deleted=true` lists the soft-deleted ones.',
      }),
      // a page of plain rows: Fastify's compiled writer instead of zod's check of every field
      serializerCompiler: fastSerializerCompiler,
    },
    async (req, reply) => app.pageCache.serve(req, reply, () => leads.list(req.query)),
  );

  r.post(
    '/api/leads',
    op('createLead', menu('write'), ['addLead'], {
      body: leadCreateInput,
      created: leadRecord,
      description: "Adds a lead at status 1 New (toast 'Lead added successfully').",
    }),
    async (req, reply) => created(reply, leads.create(actorOf(req), req.body)),
  );

  r.get(
    '/api/leads/statuses',
    op('leadStatuses', menu('read'), ['getLeadStatus'], {
      ok: z.object({ items: z.array(option) }),
      description: 'The ten lead statuses.',
    }),
    async () => ({ items: LEAD_STATUS_OPTIONS }),
  );

  r.get(
    '/api/leads/representatives',
    op('leadRepresentatives', menu('read'), ['getEmployeeByType'], {
      ok: z.object({ items: z.array(option) }),
      description: 'Active staff users a lead may be assigned to.',
    }),
    async () => ({ items: await representatives() }),
  );

  const bulkRoute = (
    url: string,
    operationId: string,
    specCalls: string[],
    bit: 'edit' | 'delete',
    run: (req: FastifyRequest<{ Body: z.infer<typeof leadBulkIdsInput> }>) => Promise<z.infer<typeof leadBulkResult>>,
    description: string,
    component?: ComponentKey,
  ) =>
    r.post(
      url,
      op(operationId, { ...menu(bit), component }, specCalls, {
        body: leadBulkIdsInput,
        ok: leadBulkResult,
        description,
      }),
      run,
    );

  r.post(
    '/api/leads/bulk/update',
    // a status change of many leads: the status change component too, as on each lead
    op('bulkUpdateLeads', { ...menu('edit'), component: 'leadProfile.statusChange' }, ['leadBulkUpdate'], {
      body: leadBulkUpdateInput,
      ok: leadBulkResult,
      description:
        'Sets a status (checked per lead against its allowed next statuses) and/or a representative; answers per lead.',
    }),
    async (req) => leads.bulkUpdate(actorOf(req), req.body.leadIds, req.body.statusId, req.body.representativeId),
  );
  bulkRoute(
    '/api/leads/bulk/close',
    'bulkCloseLeads',
    ['bulkCloseLeads'],
    'edit',
    (req) => leads.bulkClose(actorOf(req), req.body.leadIds),
    'Closes the chosen leads.',
    'leadProfile.statusChange',
  );
  bulkRoute(
    '/api/leads/bulk/delete',
    'bulkDeleteLeads',
    ['leadBulkDelete'],
    'delete',
    (req) => leads.bulkDelete(actorOf(req), req.body.leadIds),
    'Soft-deletes the chosen leads (restorable).',
  );
  bulkRoute(
    '/api/leads/bulk/restore',
    'bulkRestoreLeads',
    [],
    'delete',
    (req) => leads.bulkRestore(actorOf(req), req.body.leadIds),
    'Restores soft-deleted leads.',
  );

  r.post(
    '/api/leads/bulk/representative',
    op('assignLeadRep', menu('edit'), ['leadRepAssign'], {
      body: leadRepAssignInput,
      ok: leadBulkResult,
      description: "Assigns a representative to the chosen leads (toast 'Lead Rep assigned successfully').",
    }),
    async (req) => leads.assignRep(actorOf(req), req.body.leadIds, req.body.representativeId),
  );

  // ---- the record ----

  r.get(
    '/api/leads/:leadId/header',
    op(
      'leadHeader',
      { lead: null, bit: 'read' },
      {
        params: leadIdParam,
        ok: leadHeader,
        description: 'The header with the tabs this lead shows (spec 000 section 4).',
      },
    ),
    async (req) => {
      const view = leadViewOf(req);
      return leads.header(
        view,
        view.tabs.some((t) => view.may('edit', LEAD_TAB_COMPONENTS[t])),
      );
    },
  );

  r.get(
    '/api/leads/:leadId/profile',
    op('getLeadProfile', { lead: 'profile', bit: 'read' }, ['leadProfile'], { params: leadIdParam, ok: leadRecord }),
    async (req) => leads.record(req.params.leadId),
  );

  r.put(
    '/api/leads/:leadId/profile',
    op('updateLeadProfile', { lead: 'profile', bit: 'edit' }, ['updateLeadProfile'], {
      params: leadIdParam,
      body: leadProfileInput,
      ok: leadRecord,
    }),
    async (req) => leads.updateProfile(actorOf(req), req.params.leadId, req.body),
  );

  r.put(
    '/api/leads/:leadId/more-info',
    op('updateLeadMoreInfo', { lead: 'profile', bit: 'edit' }, ['updateMoreInfo'], {
      params: leadIdParam,
      body: leadMoreInfoInput,
      ok: leadRecord,
      description: 'Gender, nationality, alternate phone, highest degree, immigration required.',
    }),
    async (req) => leads.updateMoreInfo(actorOf(req), req.params.leadId, req.body),
  );

  photoRoutes(app, {
    op,
    path: '/api/leads/:leadId/photo',
    param: leadIdParam,
    idOf: (req) => (req.params as { leadId: number }).leadId,
    photo: leads.photo,
    setPhoto: leads.setPhoto,
    ops: {
      get: { id: 'getLeadPhoto', access: { lead: null, bit: 'read' } },
      set: { id: 'setLeadPhoto', access: { lead: 'profile', bit: 'edit' }, specCalls: ['leadUploadImage'] },
    },
  });

  r.get(
    '/api/leads/:leadId/address',
    op('getLeadAddress', { lead: 'address', bit: 'read' }, ['leadAddress', 'getAddressApplicantDetails'], {
      params: leadIdParam,
      ok: leadRecord,
    }),
    async (req) => leads.record(req.params.leadId),
  );

  r.put(
    '/api/leads/:leadId/address',
    op('updateLeadAddress', { lead: 'address', bit: 'edit' }, ['leadAddressUpdate'], {
      params: leadIdParam,
      body: leadAddressInput,
      ok: leadRecord,
    }),
    async (req) => leads.updateAddress(actorOf(req), req.params.leadId, req.body),
  );

  r.get(
    '/api/leads/:leadId/status-options',
    op('leadStatusOptions', { lead: 'statusChange', bit: 'read' }, ['leadStatusDropdownData'], {
      params: leadIdParam,
      ok: leadStatusOptions,
      description: 'The status dropdown: the statuses this lead may move to now.',
    }),
    async (req) => leads.statusOptions(req.params.leadId),
  );

  r.get(
    '/api/leads/:leadId/status-changes',
    op('listLeadStatusChanges', { lead: 'statusChange', bit: 'read' }, ['leadStatusList'], {
      params: leadIdParam,
      querystring: leadHistoryQuery,
      ok: pageOf(leadStatusChange),
    }),
    async (req) => leads.statusHistory(req.params.leadId, req.query),
  );

  r.get(
    '/api/leads/:leadId/status-changes/:changeId/file',
    op(
      'leadStatusChangeFile',
      { lead: 'statusChange', bit: 'read' },
      { params: leadIdParam.extend({ changeId: z.coerce.number().int().positive().max(2_147_483_647) }) },
    ),
    async (req, reply) => sendFile(reply, await leads.statusFile(req.params.leadId, req.params.changeId)),
  );

  r.post(
    '/api/leads/:leadId/status-changes',
    op('changeLeadStatus', { lead: 'statusChange', bit: 'edit' }, ['leadStatusUpdate'], {
      params: leadIdParam,
      consumes: ['multipart/form-data'],
      ok: leadRecord,
      description:
        "multipart/form-data: statusId, note and an optional `file` (pdf, png, jpeg, docx, xlsx). The status must be one the dropdown offers ('Invalid status').",
    }),
    async (req) => {
      const { fields, files } = await readForm(req, leadStatusChangeInput);
      return leads.changeStatus(
        actorOf(req),
        req.params.leadId,
        fields,
        files.find((f) => f.field === 'file'),
      );
    },
  );

  r.post(
    '/api/leads/:leadId/close',
    op('closeLead', { lead: null, bit: 'edit', action: 'close' }, ['closedLeadUpdate'], {
      params: leadIdParam,
      body: leadCloseInput,
      ok: leadRecord,
    }),
    async (req) => leads.close(actorOf(req), req.params.leadId, req.body.reason ?? null),
  );

  r.post(
    '/api/leads/:leadId/reopen',
    op('reopenLead', { lead: null, bit: 'edit', action: 'close' }, ['closedLeadUpdate'], {
      params: leadIdParam,
      ok: leadRecord,
      description: "Reopens a closed lead (toast 'Lead Profile Reopened Sucessfully').",
    }),
    async (req) => leads.reopen(actorOf(req), req.params.leadId),
  );

  r.post(
    '/api/leads/:leadId/migrate',
    op('migrateLead', { lead: null, bit: 'edit', action: 'migrate' }, ['migrateToStudent'], {
      params: leadIdParam,
      ok: leadMigrateResult,
      description:
        'Creates the student from an accepted lead in one transaction (notes carried over); the lead becomes status 10.',
    }),
    async (req) => leads.migrate(actorOf(req), req.params.leadId),
  );

  for (const k of LEAD_NOTE_KINDS) {
    const noun = k.kind === 'phone' ? 'LeadPhoneNote' : 'LeadNote';
    r.get(
      `/api/leads/:leadId/${k.segment}`,
      op(`list${noun}s`, { lead: k.tab, bit: 'read' }, ['listLeadNotes'], {
        params: leadIdParam,
        querystring: leadNoteListQuery,
        ok: pageOf(leadNote),
      }),
      async (req) => leads.notes(req.params.leadId, k.kind, req.query),
    );
    r.post(
      `/api/leads/:leadId/${k.segment}`,
      op(`add${noun}`, { lead: k.tab, bit: 'write' }, ['addLeadNote'], {
        params: leadIdParam,
        body: leadNoteInput,
        created: leadNote,
        description: "Toast 'Notes added successfully!'.",
      }),
      async (req, reply) => created(reply, leads.addNote(actorOf(req), req.params.leadId, k.kind, req.body)),
    );
    r.get(
      `/api/leads/:leadId/${k.segment}/:noteId`,
      op(`get${noun}`, { lead: k.tab, bit: 'read' }, ['getNoteById'], { params: leadNoteParam, ok: leadNote }),
      async (req) => leads.note(req.params.leadId, k.kind, req.params.noteId),
    );
  }

  r.get(
    '/api/leads/:leadId/activity',
    op('leadActivityLog', { lead: 'activityLog', bit: 'read' }, ['leadActivityLogs'], {
      params: leadIdParam,
      querystring: leadActivityQuery,
      ok: pageOf(leadActivity),
    }),
    async (req) => leads.activity(req.params.leadId, req.query),
  );
}
