import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LEAD_DOCUMENT_TYPE_TABLE,
  type LeadDocumentListQuery,
  type LeadDocumentReviewQuery,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { createDocumentsKit, type ListedDocumentOf } from '../../kit/index.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';
import { leadDocuments, leadDocumentVersions } from './lead-documents.schema.js';

export type LeadDocumentRow = typeof leadDocuments.$inferSelect;

/** The lead's documents: the record kit's documents over lead_documents. */
export const docs = createDocumentsKit({
  owner: 'lead',
  documents: leadDocuments,
  ownerId: leadDocuments.leadId,
  versions: leadDocumentVersions,
  entity: 'leadDocument',
});

const docType = alias(refRows, 'doc_type');
const rep = alias(users, 'rep');

const own = {
  d: leadDocuments,
  typeName: docType.label,
  mandatory: sql<boolean>`coalesce((${docType.data} ->> 'mandatory')::boolean, false)`,
};
export type ListedDocument = ListedDocumentOf<{ d: LeadDocumentRow; typeName: string | null; mandatory: boolean }>;
const SORTS = {
  title: leadDocuments.title,
  type: docType.label,
  createdAt: leadDocuments.createdAt,
  updatedAt: leadDocuments.updatedAt,
};

const selectListed = (ex: Executor) =>
  docs.selectListed(ex, own).leftJoin(docType, eq(docType.id, leadDocuments.typeId));

const searchOf = (q: string | undefined) => {
  const text = q?.trim();
  return text ? or(ilike(leadDocuments.title, likeTerm(text)), ilike(files.filename, likeTerm(text))) : undefined;
};

/** documentList/{leadId}/{inActive}: a lead's active (or deactivated) documents. */
export async function listDocuments(ex: Executor, leadId: number, q: LeadDocumentListQuery) {
  const w = and(
    eq(leadDocuments.leadId, leadId),
    eq(leadDocuments.active, !q.inactive),
    q.typeId ? eq(leadDocuments.typeId, q.typeId) : undefined,
    searchOf(q.q),
  );
  const items = await selectListed(ex)
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, desc(leadDocuments.createdAt)), desc(leadDocuments.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leadDocuments)
    .innerJoin(files, eq(files.id, leadDocuments.fileId))
    .where(w);
  return { items: items as ListedDocument[], total: Number(n) };
}

export async function findListed(ex: Executor, leadId: number, id: number): Promise<ListedDocument | undefined> {
  const [row] = await selectListed(ex).where(and(eq(leadDocuments.leadId, leadId), eq(leadDocuments.id, id)));
  return row as ListedDocument | undefined;
}

/** docTypeList with this lead's counts: active types, mandatory first. */
export async function typesWithCounts(ex: Executor, leadId: number) {
  // the outer row's id, qualified: inside the subquery a bare "id" would be the document's
  const typeIdOf = sql`${refRows}.${sql.identifier(refRows.id.name)}`;
  const uploaded = sql<number>`(select count(*)::int from ${leadDocuments} ld where ld.type_id = ${typeIdOf} and ld.lead_id = ${leadId} and ld.active)`;
  const verified = sql<number>`(select count(*)::int from ${leadDocuments} ld where ld.type_id = ${typeIdOf} and ld.lead_id = ${leadId} and ld.active and ld.verified)`;
  const mandatory = sql<boolean>`coalesce((${refRows.data} ->> 'mandatory')::boolean, false)`;
  return ex
    .select({
      id: refRows.id,
      name: refRows.label,
      mandatory,
      description: sql<string | null>`${refRows.data} ->> 'description'`,
      uploaded,
      verified,
    })
    .from(refRows)
    .where(and(eq(refRows.tableKey, LEAD_DOCUMENT_TYPE_TABLE), eq(refRows.active, true)))
    .orderBy(desc(mandatory), asc(refRows.sortOrder), asc(refRows.label));
}

export async function typeRow(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, LEAD_DOCUMENT_TYPE_TABLE), eq(refRows.id, id)));
  return row;
}

/* ---------- across leads ---------- */

const REVIEW_SORTS = {
  createdAt: leadDocuments.createdAt,
  lead: leads.lastName,
  type: docType.label,
  title: leadDocuments.title,
};
const liveLead = and(isNull(leads.deletedAt), isNull(leads.closedAt));
const pending = and(eq(leadDocuments.active, true), eq(leadDocuments.verified, false));

function reviewWhere(q: LeadDocumentReviewQuery, userId: number) {
  const conds: (SQL | undefined)[] = [liveLead, eq(leadDocuments.active, true)];
  if (q.state === 'pending') conds.push(eq(leadDocuments.verified, false));
  if (q.state === 'verified') conds.push(eq(leadDocuments.verified, true));
  if (q.typeId) conds.push(eq(leadDocuments.typeId, q.typeId));
  if (q.representativeId) conds.push(eq(leads.representativeId, q.representativeId));
  if (q.mine) conds.push(or(eq(leadDocuments.createdBy, userId), eq(leads.representativeId, userId)));
  const text = q.q?.trim();
  if (text)
    conds.push(
      or(ilike(leadDocuments.title, likeTerm(text)), sql`${leads.searchText} like ${likeTerm(text.toLowerCase())}`),
    );
  return and(...conds);
}

/** Documents across the live leads (the notification, myDocuments), oldest waiting first by default. */
export async function reviewList(ex: Executor, q: LeadDocumentReviewQuery, userId: number) {
  const w = reviewWhere(q, userId);
  const items = await docs
    .selectListed(ex, {
      ...own,
      leadName: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`,
      leadEmail: leads.email,
      leadStatusId: leads.statusId,
      representativeId: leads.representativeId,
      representativeName: nameOf(rep),
    })
    .innerJoin(leads, eq(leads.id, leadDocuments.leadId))
    .leftJoin(docType, eq(docType.id, leadDocuments.typeId))
    .leftJoin(rep, eq(rep.id, leads.representativeId))
    .where(w)
    .orderBy(orderBy(q.sort, REVIEW_SORTS, asc(leadDocuments.createdAt)), asc(leadDocuments.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leadDocuments)
    .innerJoin(leads, eq(leads.id, leadDocuments.leadId))
    .leftJoin(docType, eq(docType.id, leadDocuments.typeId))
    .where(w);
  type Reviewed = ListedDocument & {
    leadName: string;
    leadEmail: string;
    leadStatusId: number;
    representativeId: number | null;
    representativeName: string | null;
  };
  return { items: items as Reviewed[], total: Number(n) };
}

/** The top-bar count unverfiedDocumentCount: active documents of live leads awaiting verification. */
export async function pendingCount(ex: Executor) {
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leadDocuments)
    .innerJoin(leads, eq(leads.id, leadDocuments.leadId))
    .where(and(liveLead, pending));
  return Number(n);
}

/** The top-bar count unAssignedLeadCount: open leads with no representative (the list's `unassigned` filter). */
export async function unassignedLeadCount(ex: Executor) {
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(liveLead, isNull(leads.representativeId)));
  return Number(n);
}
