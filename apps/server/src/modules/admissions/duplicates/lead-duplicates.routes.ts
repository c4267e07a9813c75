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
import { created, routeOps } from '../../../platform/route-op.js';
import type { LeadDuplicatesService } from './lead-duplicates.service.js';

const op = routeOps('lead duplicates');
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
    op('listDuplicateGroups', menu('read'), ['duplicateLeadSearch'], {
      querystring: duplicateGroupQuery,
      ok: pageOf(duplicateGroup),
      description:
        'Candidate groups of duplicate live leads, detected now by the enabled rules (or by `rule` alone); leads linked through any rule form one group.',
    }),
    async (req) => dups.groups(req.query),
  );

  r.get(
    '/api/leads/duplicates/count',
    op('countDuplicateGroups', menu('read'), ['getDuplicateCount'], {
      ok: duplicateCount,
      description: 'How many candidate groups, and leads in them (the badge).',
    }),
    async () => dups.count(),
  );

  r.get(
    '/api/leads/duplicates/check',
    op('checkLeadDuplicates', menu('read'), {
      querystring: duplicateCheckQuery,
      ok: duplicateCheckResult,
      description:
        "Live leads that the given values (the add form's) would duplicate by the enabled rules, each with the rules it matched.",
    }),
    async (req) => dups.check(req.query),
  );

  r.get('/api/leads/duplicates/rules', op('getDuplicateRules', menu('read'), { ok: duplicateRules }), async () =>
    dups.rules(),
  );

  r.put(
    '/api/leads/duplicates/rules',
    op('saveDuplicateRules', menu('edit'), {
      body: duplicateRules,
      ok: duplicateRules,
      description: 'Turns each rule on or off and sets the fuzzy name threshold.',
    }),
    async (req) => dups.saveRules(actorOf(req), req.body),
  );

  r.get(
    '/api/leads/:leadId/duplicates',
    op('leadDuplicates', { lead: null, bit: 'read', action: 'merge' }, ['getDuplicateCount'], {
      params: leadIdParam,
      ok: duplicateCheckResult,
      description: 'The live leads this lead duplicates.',
    }),
    async (req) => dups.ofLead(req.params.leadId),
  );

  r.get(
    '/api/leads/merge/preview',
    op('previewLeadMerge', merging('read'), ['searchLeadMerge'], {
      querystring: leadMergePreviewQuery,
      ok: leadMergePreview,
      description: 'Both leads side by side with the rows of each that a merge moves.',
    }),
    async (req) => dups.preview(req.query),
  );

  r.get(
    '/api/leads/merges',
    op('listLeadMerges', merging('read'), {
      querystring: leadMergeLogQuery,
      ok: pageOf(leadMergeLog),
      description: 'The merge log, newest first (of one lead with `leadId`).',
    }),
    async (req) => dups.logs(req.query),
  );

  r.post(
    '/api/leads/merges',
    op('mergeLeads', merging('delete'), ['leadMerge'], {
      body: leadMergeInput,
      created: leadMergeLog,
      description:
        "Merges `otherId` into `survivorId` in one transaction (toast 'Leads Merged Successfully'): chosen fields, moved rows, the other lead soft-deleted with merged_into.",
    }),
    async (req, reply) => created(reply, dups.merge(actorOf(req), req.body)),
  );

  r.post(
    '/api/leads/merges/:mergeId/undo',
    op('undoLeadMerge', merging('delete'), {
      params: mergeIdParam,
      ok: leadMergeLog,
      description: 'Restores both leads exactly as they were and moves the moved rows back, in one transaction.',
    }),
    async (req) => dups.undo(actorOf(req), req.params.mergeId),
  );
}
