import type { FastifyRequest } from 'fastify';
import {
  LEAD_TAB_COMPONENTS,
  leadTabSet,
  visibleLeadTabs,
  type AccessBit,
  type LeadTab,
  type LeadTabFacts,
  type LeadTabSet,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import type { RecordRights, RegisteredRoute } from '../../../platform/guard.js';
import * as repo from './leads.repo.js';

/** What the gate learnt about this request's lead; handlers read it instead of loading again. */
export interface LeadView {
  leadId: number;
  header: repo.LeadHeaderRow;
  facts: LeadTabFacts;
  tabSet: LeadTabSet;
  /** the tabs this lead shows that the viewer's rights cover */
  tabs: LeadTab[];
  /** the viewer's rights on the lead's parts (Lead menu and components) */
  may: RecordRights;
}

declare module 'fastify' {
  interface FastifyRequest {
    leadView?: LeadView;
  }
}

/** The tabs some route serves: a tab is registered by declaring `{ lead: tab }` access on its API. */
export function servedLeadTabs(registry: RegisteredRoute[]): Set<LeadTab> {
  const served = new Set<LeadTab>();
  for (const r of registry) {
    const a = r.access;
    if (typeof a === 'object' && 'lead' in a && a.lead) served.add(a.lead);
  }
  return served;
}

export function leadViewOf(req: FastifyRequest): LeadView {
  if (!req.leadView) throw new Error('lead route without the lead gate');
  return req.leadView;
}

export const leadFactsOf = (
  l: Pick<repo.LeadRow, 'statusId' | 'courseId' | 'studentId' | 'immigrationRequired'>,
): LeadTabFacts => ({
  statusId: l.statusId,
  courseId: l.courseId,
  studentId: l.studentId,
  immigrationRequired: l.immigrationRequired,
});

/**
 * The object-level check of every lead route (after the guard checked the Lead menu bit and the
 * route's component): the lead exists and is not deleted (404), and the tab is visible for this lead
 * by the rules table (403). The header lists only the tabs whose components the viewer may read.
 */
export function createLeadGate(db: Db, served: () => ReadonlySet<LeadTab>) {
  return async function leadGate(
    req: FastifyRequest,
    leadId: number,
    tab: LeadTab | null,
    _bit: AccessBit,
    may: RecordRights,
  ) {
    const header = await repo.findHeader(db, leadId);
    if (!header) throw notFound('Lead');
    const facts = leadFactsOf(header.l);
    const tabs = visibleLeadTabs(facts, served()).filter((t) => may('read', LEAD_TAB_COMPONENTS[t]));
    if (tab && !tabs.includes(tab)) throw forbidden('This tab is not available for this lead');
    req.leadView = { leadId, header, facts, tabSet: leadTabSet(facts), tabs, may };
  };
}
