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
  okBody,
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

const tags = ['leads'];
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
      schema: {
        operationId: 'listLeads',
        tags,
        querystring: leadListQuery,
        response: { 200: pageOf(leadListItem) },
        description:
          'Leads with paging, sorting (id, name, email, status, course, campus, semester, source, representative, createdAt) and the list filters; q searches id, names, email and phone. Open leads unless `closed`; `deleted=true` lists the soft-deleted ones.',
      },
      // a page of plain rows: Fastify's compiled writer instead of zod's check of every field
      serializerCompiler: fastSerializerCompiler,
      config: { access: menu('read'), specCalls: ['leadList', 'getActiveLeadsList', 'unAssignedLeads'] },
    },
    async (req, reply) => app.pageCache.serve(req, reply, () => leads.list(req.query)),
  );

  r.post(
    '/api/leads',
    {
      schema: {
        operationId: 'createLead',
        tags,
        body: leadCreateInput,
        response: { 201: leadRecord },
        description: "Adds a lead at status 1 New (toast 'Lead added successfully').",
      },
      config: { access: menu('write'), specCalls: ['addLead'] },
    },
    async (req, reply) => {
      reply.status(201);
      return leads.create(actorOf(req), req.body);
    },
  );

  r.get(
    '/api/leads/statuses',
    {
      schema: {
        operationId: 'leadStatuses',
        tags,
        response: { 200: z.object({ items: z.array(option) }) },
        description: 'The ten lead statuses.',
      },
      config: { access: menu('read'), specCalls: ['getLeadStatus'] },
    },
    async () => ({ items: LEAD_STATUS_OPTIONS }),
  );

  r.get(
    '/api/leads/representatives',
    {
      schema: {
        operationId: 'leadRepresentatives',
        tags,
        response: { 200: z.object({ items: z.array(option) }) },
        description: 'Active staff users a lead may be assigned to.',
      },
      config: { access: menu('read'), specCalls: ['getEmployeeByType'] },
    },
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
      {
        schema: { operationId, tags, body: leadBulkIdsInput, response: { 200: leadBulkResult }, description },
        config: { access: { ...menu(bit), component }, specCalls },
      },
      run,
    );

  r.post(
    '/api/leads/bulk/update',
    {
      schema: {
        operationId: 'bulkUpdateLeads',
        tags,
        body: leadBulkUpdateInput,
        response: { 200: leadBulkResult },
        description:
          'Sets a status (checked per lead against its allowed next statuses) and/or a representative; answers per lead.',
      },
      // a status change of many leads: the status change component too, as on each lead
      config: { access: { ...menu('edit'), component: 'leadProfile.statusChange' }, specCalls: ['leadBulkUpdate'] },
    },
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
    {
      schema: {
        operationId: 'assignLeadRep',
        tags,
        body: leadRepAssignInput,
        response: { 200: leadBulkResult },
        description: "Assigns a representative to the chosen leads (toast 'Lead Rep assigned successfully').",
      },
      config: { access: menu('edit'), specCalls: ['leadRepAssign'] },
    },
    async (req) => leads.assignRep(actorOf(req), req.body.leadIds, req.body.representativeId),
  );

  // ---- the record ----

  r.get(
    '/api/leads/:leadId/header',
    {
      schema: {
        operationId: 'leadHeader',
        tags,
        params: leadIdParam,
        response: { 200: leadHeader },
        description: 'The header with the tabs this lead shows (spec 000 section 4).',
      },
      config: { access: { lead: null, bit: 'read' } },
    },
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
    {
      schema: { operationId: 'getLeadProfile', tags, params: leadIdParam, response: { 200: leadRecord } },
      config: { access: { lead: 'profile', bit: 'read' }, specCalls: ['leadProfile'] },
    },
    async (req) => leads.record(req.params.leadId),
  );

  r.put(
    '/api/leads/:leadId/profile',
    {
      schema: {
        operationId: 'updateLeadProfile',
        tags,
        params: leadIdParam,
        body: leadProfileInput,
        response: { 200: leadRecord },
      },
      config: { access: { lead: 'profile', bit: 'edit' }, specCalls: ['updateLeadProfile'] },
    },
    async (req) => leads.updateProfile(actorOf(req), req.params.leadId, req.body),
  );

  r.put(
    '/api/leads/:leadId/more-info',
    {
      schema: {
        operationId: 'updateLeadMoreInfo',
        tags,
        params: leadIdParam,
        body: leadMoreInfoInput,
        response: { 200: leadRecord },
        description: 'Gender, nationality, alternate phone, highest degree, immigration required.',
      },
      config: { access: { lead: 'profile', bit: 'edit' }, specCalls: ['updateMoreInfo'] },
    },
    async (req) => leads.updateMoreInfo(actorOf(req), req.params.leadId, req.body),
  );

  r.get(
    '/api/leads/:leadId/photo',
    {
      schema: {
        operationId: 'getLeadPhoto',
        tags,
        params: leadIdParam,
        description: 'The profile picture (404 when there is none).',
      },
      config: { access: { lead: null, bit: 'read' } },
    },
    async (req, reply) => sendFile(reply, await leads.photo(req.params.leadId), true),
  );

  r.put(
    '/api/leads/:leadId/photo',
    {
      schema: {
        operationId: 'setLeadPhoto',
        tags,
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: okBody },
        description: 'multipart/form-data with one `photo` part (PNG or JPEG).',
      },
      config: { access: { lead: 'profile', bit: 'edit' }, specCalls: ['leadUploadImage'] },
    },
    async (req) => {
      const { files } = await readForm(req, z.object({}));
      await leads.setPhoto(
        actorOf(req),
        req.params.leadId,
        files.find((f) => f.field === 'photo'),
      );
      return { ok: true as const };
    },
  );

  r.get(
    '/api/leads/:leadId/address',
    {
      schema: { operationId: 'getLeadAddress', tags, params: leadIdParam, response: { 200: leadRecord } },
      config: { access: { lead: 'address', bit: 'read' }, specCalls: ['leadAddress', 'getAddressApplicantDetails'] },
    },
    async (req) => leads.record(req.params.leadId),
  );

  r.put(
    '/api/leads/:leadId/address',
    {
      schema: {
        operationId: 'updateLeadAddress',
        tags,
        params: leadIdParam,
        body: leadAddressInput,
        response: { 200: leadRecord },
      },
      config: { access: { lead: 'address', bit: 'edit' }, specCalls: ['leadAddressUpdate'] },
    },
    async (req) => leads.updateAddress(actorOf(req), req.params.leadId, req.body),
  );

  r.get(
    '/api/leads/:leadId/status-options',
    {
      schema: {
        operationId: 'leadStatusOptions',
        tags,
        params: leadIdParam,
        response: { 200: leadStatusOptions },
        description: 'The status dropdown: the statuses this lead may move to now.',
      },
      config: { access: { lead: 'statusChange', bit: 'read' }, specCalls: ['leadStatusDropdownData'] },
    },
    async (req) => leads.statusOptions(req.params.leadId),
  );

  r.get(
    '/api/leads/:leadId/status-changes',
    {
      schema: {
        operationId: 'listLeadStatusChanges',
        tags,
        params: leadIdParam,
        querystring: leadHistoryQuery,
        response: { 200: pageOf(leadStatusChange) },
      },
      config: { access: { lead: 'statusChange', bit: 'read' }, specCalls: ['leadStatusList'] },
    },
    async (req) => leads.statusHistory(req.params.leadId, req.query),
  );

  r.get(
    '/api/leads/:leadId/status-changes/:changeId/file',
    {
      schema: {
        operationId: 'leadStatusChangeFile',
        tags,
        params: leadIdParam.extend({ changeId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
      config: { access: { lead: 'statusChange', bit: 'read' } },
    },
    async (req, reply) => sendFile(reply, await leads.statusFile(req.params.leadId, req.params.changeId)),
  );

  r.post(
    '/api/leads/:leadId/status-changes',
    {
      schema: {
        operationId: 'changeLeadStatus',
        tags,
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: leadRecord },
        description:
          "multipart/form-data: statusId, note and an optional `file` (pdf, png, jpeg, docx, xlsx). The status must be one the dropdown offers ('Invalid status').",
      },
      config: { access: { lead: 'statusChange', bit: 'edit' }, specCalls: ['leadStatusUpdate'] },
    },
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
    {
      schema: {
        operationId: 'closeLead',
        tags,
        params: leadIdParam,
        body: leadCloseInput,
        response: { 200: leadRecord },
      },
      config: { access: { lead: null, bit: 'edit', action: 'close' }, specCalls: ['closedLeadUpdate'] },
    },
    async (req) => leads.close(actorOf(req), req.params.leadId, req.body.reason ?? null),
  );

  r.post(
    '/api/leads/:leadId/reopen',
    {
      schema: {
        operationId: 'reopenLead',
        tags,
        params: leadIdParam,
        response: { 200: leadRecord },
        description: "Reopens a closed lead (toast 'Lead Profile Reopened Sucessfully').",
      },
      config: { access: { lead: null, bit: 'edit', action: 'close' }, specCalls: ['closedLeadUpdate'] },
    },
    async (req) => leads.reopen(actorOf(req), req.params.leadId),
  );

  r.post(
    '/api/leads/:leadId/migrate',
    {
      schema: {
        operationId: 'migrateLead',
        tags,
        params: leadIdParam,
        response: { 200: leadMigrateResult },
        description:
          'Creates the student from an accepted lead in one transaction (notes carried over); the lead becomes status 10.',
      },
      config: { access: { lead: null, bit: 'edit', action: 'migrate' }, specCalls: ['migrateToStudent'] },
    },
    async (req) => leads.migrate(actorOf(req), req.params.leadId),
  );

  for (const k of LEAD_NOTE_KINDS) {
    const op = k.kind === 'phone' ? 'LeadPhoneNote' : 'LeadNote';
    r.get(
      `/api/leads/:leadId/${k.segment}`,
      {
        schema: {
          operationId: `list${op}s`,
          tags,
          params: leadIdParam,
          querystring: leadNoteListQuery,
          response: { 200: pageOf(leadNote) },
        },
        config: { access: { lead: k.tab, bit: 'read' }, specCalls: ['listLeadNotes'] },
      },
      async (req) => leads.notes(req.params.leadId, k.kind, req.query),
    );
    r.post(
      `/api/leads/:leadId/${k.segment}`,
      {
        schema: {
          operationId: `add${op}`,
          tags,
          params: leadIdParam,
          body: leadNoteInput,
          response: { 201: leadNote },
          description: "Toast 'Notes added successfully!'.",
        },
        config: { access: { lead: k.tab, bit: 'write' }, specCalls: ['addLeadNote'] },
      },
      async (req, reply) => {
        reply.status(201);
        return leads.addNote(actorOf(req), req.params.leadId, k.kind, req.body);
      },
    );
    r.get(
      `/api/leads/:leadId/${k.segment}/:noteId`,
      {
        schema: { operationId: `get${op}`, tags, params: leadNoteParam, response: { 200: leadNote } },
        config: { access: { lead: k.tab, bit: 'read' }, specCalls: ['getNoteById'] },
      },
      async (req) => leads.note(req.params.leadId, k.kind, req.params.noteId),
    );
  }

  r.get(
    '/api/leads/:leadId/activity',
    {
      schema: {
        operationId: 'leadActivityLog',
        tags,
        params: leadIdParam,
        querystring: leadActivityQuery,
        response: { 200: pageOf(leadActivity) },
      },
      config: { access: { lead: 'activityLog', bit: 'read' }, specCalls: ['leadActivityLogs'] },
    },
    async (req) => leads.activity(req.params.leadId, req.query),
  );
}
