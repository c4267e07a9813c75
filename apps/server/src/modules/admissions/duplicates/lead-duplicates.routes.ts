import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEAD_LINK,
  duplicateCheckQuery,
  duplicateCheckResult,
  duplicateCount,
  duplicateGroup,
  duplicateGroupQuery,
  duplicateRules,
  leadIdParam,
  leadMergeInput,
  leadMergeLog,
  leadMergeLogQuery,
  leadMergePreview,
  leadMergePreviewQuery,
  mergeIdParam,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import type { LeadDuplicatesService } from './lead-duplicates.service.js';

const tags = ['lead duplicates'];
const menu = (bit: 'read' | 'edit' | 'delete') => ({ menu: LEAD_LINK, bit });
/** the merge itself, its preview and its log also need the Merge leads component */
const merging = (bit: 'read' | 'delete') => ({ menu: LEAD_LINK, bit, component: 'leadProfile.merge' as const });

/**
 * Duplicate leads (/lead/lead-admin/duplicate-lead) and their merge (/lead/lead-admin/lead-merge), guarded by
 * the Lead menu entry: reading needs read, the rules edit, merging and undoing delete (a merge removes a lead);
 * the merge, its preview, its log and a lead's own duplicates also need that bit on the Merge leads component.
 */
export function leadDuplicatesRoutes(app: FastifyInstance, dups: LeadDuplicatesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/leads/duplicates',
    {
      schema: {
        operationId: 'listDuplicateGroups',
        tags,
        querystring: duplicateGroupQuery,
        response: { 200: pageOf(duplicateGroup) },
        description:
          'Candidate groups of duplicate live leads, detected now by the enabled rules (or by `rule` alone); leads linked through any rule form one group.',
      },
      config: { access: menu('read'), specCalls: ['duplicateLeadSearch'] },
    },
    async (req) => dups.groups(req.query),
  );

  r.get(
    '/api/leads/duplicates/count',
    {
      schema: {
        operationId: 'countDuplicateGroups',
        tags,
        response: { 200: duplicateCount },
        description: 'How many candidate groups, and leads in them (the badge).',
      },
      config: { access: menu('read'), specCalls: ['getDuplicateCount'] },
    },
    async () => dups.count(),
  );

  r.get(
    '/api/leads/duplicates/check',
    {
      schema: {
        operationId: 'checkLeadDuplicates',
        tags,
        querystring: duplicateCheckQuery,
        response: { 200: duplicateCheckResult },
        description:
          "Live leads that the given values (the add form's) would duplicate by the enabled rules, each with the rules it matched.",
      },
      config: { access: menu('read') },
    },
    async (req) => dups.check(req.query),
  );

  r.get(
    '/api/leads/duplicates/rules',
    {
      schema: { operationId: 'getDuplicateRules', tags, response: { 200: duplicateRules } },
      config: { access: menu('read') },
    },
    async () => dups.rules(),
  );

  r.put(
    '/api/leads/duplicates/rules',
    {
      schema: {
        operationId: 'saveDuplicateRules',
        tags,
        body: duplicateRules,
        response: { 200: duplicateRules },
        description: 'Turns each rule on or off and sets the fuzzy name threshold.',
      },
      config: { access: menu('edit') },
    },
    async (req) => dups.saveRules(actorOf(req), req.body),
  );

  r.get(
    '/api/leads/:leadId/duplicates',
    {
      schema: {
        operationId: 'leadDuplicates',
        tags,
        params: leadIdParam,
        response: { 200: duplicateCheckResult },
        description: 'The live leads this lead duplicates.',
      },
      config: { access: { lead: null, bit: 'read', action: 'merge' }, specCalls: ['getDuplicateCount'] },
    },
    async (req) => dups.ofLead(req.params.leadId),
  );

  r.get(
    '/api/leads/merge/preview',
    {
      schema: {
        operationId: 'previewLeadMerge',
        tags,
        querystring: leadMergePreviewQuery,
        response: { 200: leadMergePreview },
        description: 'Both leads side by side with the rows of each that a merge moves.',
      },
      config: { access: merging('read'), specCalls: ['searchLeadMerge'] },
    },
    async (req) => dups.preview(req.query),
  );

  r.get(
    '/api/leads/merges',
    {
      schema: {
        operationId: 'listLeadMerges',
        tags,
        querystring: leadMergeLogQuery,
        response: { 200: pageOf(leadMergeLog) },
        description: 'The merge log, newest first (of one lead with `leadId`).',
      },
      config: { access: merging('read') },
    },
    async (req) => dups.logs(req.query),
  );

  r.post(
    '/api/leads/merges',
    {
      schema: {
        operationId: 'mergeLeads',
        tags,
        body: leadMergeInput,
        response: { 201: leadMergeLog },
        description:
          "Merges `otherId` into `survivorId` in one transaction (toast 'Leads Merged Successfully'): chosen fields, moved rows, the other lead soft-deleted with merged_into.",
      },
      config: { access: merging('delete'), specCalls: ['leadMerge'] },
    },
    async (req, reply) => {
      reply.status(201);
      return dups.merge(actorOf(req), req.body);
    },
  );

  r.post(
    '/api/leads/merges/:mergeId/undo',
    {
      schema: {
        operationId: 'undoLeadMerge',
        tags,
        params: mergeIdParam,
        response: { 200: leadMergeLog },
        description: 'Restores both leads exactly as they were and moves the moved rows back, in one transaction.',
      },
      config: { access: merging('delete') },
    },
    async (req) => dups.undo(actorOf(req), req.params.mergeId),
  );
}
