import {
  FAIR_MESSAGES,
  type Fair,
  type FairInput,
  type FairLead,
  type FairListQuery,
  type PageQuery,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound } from '../../../platform/errors.js';
import * as repo from './lead-fairs.repo.js';

const ENTITY = 'fair';

type Listed = NonNullable<Awaited<ReturnType<typeof repo.findListed>>>;
const shape = (r: Listed): Fair => ({
  id: r.id,
  name: r.name,
  fairDate: r.fairDate,
  city: r.city ?? null,
  country: r.country ?? null,
  countryLabel: r.countryLabel ?? null,
  organiser: r.organiser ?? null,
  notes: r.notes ?? null,
  active: r.active,
  leadCount: Number(r.leadCount ?? 0),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export interface LeadFairsDeps {
  db: Db;
  now?: () => Date;
}

/** College fairs: list, add, update, and the leads met at a fair. */
export function createLeadFairsService({ db, now = () => new Date() }: LeadFairsDeps) {
  async function one(id: number): Promise<Fair> {
    const row = await repo.findListed(db, id);
    if (!row) throw notFound('Fair');
    return shape(row);
  }

  /** A country from the list (an inactive one only if the fair already holds it); one fair per name and date. */
  async function check(ex: Executor, input: FairInput, held?: repo.FairRow) {
    if (input.country !== null) {
      const c = await repo.countryRow(ex, input.country);
      if (!c || (!c.active && held?.countryId !== c.id))
        throw badInput('Please correct the highlighted fields', { country: FAIR_MESSAGES.country });
    }
    const clash = await repo.findByNameDate(ex, input.name, input.fairDate);
    if (clash && clash.id !== held?.id) throw conflict(FAIR_MESSAGES.duplicate, { name: FAIR_MESSAGES.duplicate });
  }

  const values = (input: FairInput) => ({
    name: input.name,
    fairDate: input.fairDate,
    city: input.city,
    countryId: input.country,
    organiser: input.organiser,
    notes: input.notes,
    active: input.active,
  });

  return {
    async list(q: FairListQuery) {
      const { items, total } = await repo.listFairs(db, q);
      return { items: items.map(shape), total, page: q.page, pageSize: q.pageSize };
    },
    get: one,

    async create(actor: Actor, input: FairInput) {
      const id = await db.transaction(async (tx) => {
        await check(tx, input);
        const at = now().toISOString();
        const row = await repo.insertFair(tx, {
          ...values(input),
          createdBy: actor.userId,
          updatedBy: actor.userId,
          createdAt: at,
          updatedAt: at,
        });
        await audit(tx, actor, { action: 'create', entity: ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return one(id);
    },

    async update(actor: Actor, id: number, input: FairInput) {
      await db.transaction(async (tx) => {
        const before = await repo.findFair(tx, id);
        if (!before) throw notFound('Fair');
        await check(tx, input, before);
        const after = await repo.updateFair(tx, id, {
          ...values(input),
          updatedBy: actor.userId,
          updatedAt: now().toISOString(),
        });
        await audit(tx, actor, { action: 'update', entity: ENTITY, entityId: id, before, after });
      });
      return one(id);
    },

    /** The leads met at a fair (deleted leads left out). */
    async leads(id: number, page: PageQuery) {
      if (!(await repo.findFair(db, id))) throw notFound('Fair');
      const { items, total } = await repo.leadsOfFair(db, id, page);
      const shaped: FairLead[] = items.map((r) => ({
        id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        createdAt: r.createdAt,
      }));
      return { items: shaped, total, page: page.page, pageSize: page.pageSize };
    },
  };
}
export type LeadFairsService = ReturnType<typeof createLeadFairsService>;
