import {
  HOSPITAL_ENTITY,
  HOSPITAL_MESSAGES,
  HOSPITAL_ROTATION_ENTITY,
  THIRD_PARTY_ENTITY,
  centsToAmount,
  toCents,
  type Hospital,
  type HospitalInput,
  type HospitalListQuery,
  type HospitalRotation,
  type HospitalRotationInput,
  type HospitalRotationListQuery,
  type ThirdParty,
  type ThirdPartyInput,
  type ThirdPartyListQuery,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound, ruleRefused } from '../../../platform/errors.js';
import { switchActive } from './active.js';
import * as repo from './hospitals.repo.js';
import * as offers from './offers.repo.js';

const FIX = 'Please correct the highlighted fields';
const blank = (v: string | null | undefined) => (v ? v : null);
/** The 404 of a contracts message ("Hospital not found"). */
const notFoundMessage = (message: string) => notFound(message.replace(/ not found$/, ''));
const missing = (message: string): never => {
  throw notFoundMessage(message);
};

const thirdPartyShape = (r: repo.ListedThirdParty): ThirdParty => ({
  id: r.tp.id,
  name: r.tp.name,
  contactName: r.tp.contactName,
  email: r.tp.email,
  phone: r.tp.phone,
  notes: r.tp.notes,
  active: r.tp.active,
  hospitalCount: Number(r.hospitalCount ?? 0),
  updatedAt: toIso(r.tp.updatedAt),
});

const hospitalShape = (r: repo.ListedHospital): Hospital => ({
  id: r.h.id,
  name: r.h.name,
  code: r.h.code,
  address1: r.h.address1,
  address2: r.h.address2,
  city: r.h.city,
  stateId: r.h.stateId,
  stateName: r.stateName ?? null,
  countryId: r.h.countryId,
  countryName: r.countryName ?? null,
  zip: r.h.zip,
  phone: r.h.phone,
  email: r.h.email,
  website: r.h.website,
  contactName: r.h.contactName,
  replyToEmail: r.h.replyToEmail,
  thirdPartyId: r.h.thirdPartyId,
  thirdPartyName: r.thirdPartyName ?? null,
  notes: r.h.notes,
  active: r.h.active,
  rotationCount: Number(r.rotationCount ?? 0),
  preceptorCount: Number(r.preceptorCount ?? 0),
  updatedAt: toIso(r.h.updatedAt),
});

/** An offered rotation as every answer (and the face's offerOf) gives it. */
export const offerShape = (r: offers.ListedOffer): HospitalRotation => ({
  id: r.o.id,
  hospitalId: r.o.hospitalId,
  hospitalName: r.hospitalName,
  hospitalActive: r.hospitalActive,
  rotationId: r.o.rotationId,
  rotationName: r.rotationName,
  rotationCode: r.rotationCode ?? null,
  rotationType: r.rotationType ?? null,
  weeks: r.weeks === null || r.weeks === undefined ? null : Number(r.weeks),
  pricePerWeekCents: Number(r.o.pricePerWeekCents),
  pricePerWeek: centsToAmount(Number(r.o.pricePerWeekCents)),
  seats: r.o.seats,
  availableFrom: r.o.availableFrom,
  availableTo: r.o.availableTo,
  active: r.o.active,
  updatedAt: toIso(r.o.updatedAt),
});

const page = <T>(q: { page: number; pageSize: number }, r: { items: T[]; total: number }) => ({
  ...r,
  page: q.page,
  pageSize: q.pageSize,
});

/**
 * Hospitals, the third parties some are reached through, and the rotations each offers: one offer per
 * rotation per hospital (409 otherwise), a rotation of the Rotations control table, a price per week in cents.
 * Every change is audited in its own transaction.
 */
export function createHospitalsService({ db }: { db: Db }) {
  /* ---------- third parties ---------- */

  async function thirdParty(id: number) {
    const row = await repo.findListedThirdParty(db, id);
    if (!row) throw notFoundMessage(HOSPITAL_MESSAGES.thirdPartyNotFound);
    return thirdPartyShape(row);
  }
  async function checkThirdParty(ex: Executor, input: ThirdPartyInput, id?: number) {
    const clash = await repo.thirdPartyByName(ex, input.name);
    if (clash && clash.id !== id)
      throw conflict(HOSPITAL_MESSAGES.thirdPartyDuplicate, { name: HOSPITAL_MESSAGES.thirdPartyDuplicate });
  }
  const thirdPartyValues = (input: ThirdPartyInput) => ({
    name: input.name,
    contactName: blank(input.contactName),
    email: blank(input.email),
    phone: blank(input.phone),
    notes: blank(input.notes),
    active: input.active,
  });

  /* ---------- hospitals ---------- */

  async function hospital(id: number) {
    const row = await repo.findListedHospital(db, id);
    if (!row) throw notFoundMessage(HOSPITAL_MESSAGES.notFound);
    return hospitalShape(row);
  }
  /** The name is the hospital's own; state, country and third party come from their lists (an inactive one only if held). */
  async function checkHospital(ex: Executor, input: HospitalInput, held?: repo.HospitalRow) {
    const fields: Record<string, string> = {};
    const refs = [
      ['stateId', 'state', input.stateId, held?.stateId, HOSPITAL_MESSAGES.state],
      ['countryId', 'country', input.countryId, held?.countryId, HOSPITAL_MESSAGES.country],
    ] as const;
    for (const [field, table, id, heldId, message] of refs) {
      if (!id) continue;
      const row = await repo.refRow(ex, table, id);
      if (!row || (!row.active && heldId !== id)) fields[field] = message;
    }
    if (input.thirdPartyId) {
      const row = await repo.findThirdParty(ex, input.thirdPartyId);
      if (!row || (!row.active && held?.thirdPartyId !== row.id)) fields.thirdPartyId = HOSPITAL_MESSAGES.thirdParty;
    }
    if (Object.keys(fields).length) throw badInput(FIX, fields);
    const clash = await repo.hospitalByName(ex, input.name);
    if (clash && clash.id !== held?.id)
      throw conflict(HOSPITAL_MESSAGES.duplicate, { name: HOSPITAL_MESSAGES.duplicate });
  }
  const hospitalValues = (input: HospitalInput) => ({
    name: input.name,
    code: blank(input.code),
    address1: blank(input.address1),
    address2: blank(input.address2),
    city: blank(input.city),
    stateId: input.stateId ?? null,
    countryId: input.countryId ?? null,
    zip: blank(input.zip),
    phone: blank(input.phone),
    email: blank(input.email),
    website: blank(input.website),
    contactName: blank(input.contactName),
    replyToEmail: blank(input.replyToEmail),
    thirdPartyId: input.thirdPartyId ?? null,
    notes: blank(input.notes),
    active: input.active,
  });

  /* ---------- offers ---------- */

  async function offer(id: number) {
    const row = await offers.findListedOffer(db, id);
    if (!row) throw notFoundMessage(HOSPITAL_MESSAGES.offerNotFound);
    return offerShape(row);
  }
  /** A rotation of the control table (an inactive one only if the offer holds it), once per hospital. */
  async function checkOffer(ex: Executor, hospitalId: number, input: HospitalRotationInput, held?: offers.OfferRow) {
    const rot = await offers.rotationRow(ex, input.rotationId);
    if (!rot || (!rot.active && held?.rotationId !== rot.id))
      throw badInput(FIX, { rotationId: HOSPITAL_MESSAGES.rotation });
    const clash = await offers.offerOfRotation(ex, hospitalId, input.rotationId);
    if (clash && clash.id !== held?.id)
      throw conflict(HOSPITAL_MESSAGES.duplicateOffer, { rotationId: HOSPITAL_MESSAGES.duplicateOffer });
  }
  const offerValues = (input: HospitalRotationInput) => ({
    rotationId: input.rotationId,
    pricePerWeekCents: toCents(input.pricePerWeek),
    seats: input.seats,
    availableFrom: input.availableFrom ?? null,
    availableTo: input.availableTo ?? null,
    active: input.active,
  });

  return {
    async listThirdParties(q: ThirdPartyListQuery) {
      const r = await repo.listThirdParties(db, q);
      return page(q, { items: r.items.map(thirdPartyShape), total: r.total });
    },
    thirdParty,
    async createThirdParty(actor: Actor, input: ThirdPartyInput) {
      const id = await db.transaction(async (tx) => {
        await checkThirdParty(tx, input);
        const row = await repo.insertThirdParty(tx, {
          ...thirdPartyValues(input),
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: THIRD_PARTY_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return thirdParty(id);
    },
    async updateThirdParty(actor: Actor, id: number, input: ThirdPartyInput) {
      await db.transaction(async (tx) => {
        const before = await repo.findThirdParty(tx, id);
        if (!before) throw notFoundMessage(HOSPITAL_MESSAGES.thirdPartyNotFound);
        await checkThirdParty(tx, input, id);
        const after = await repo.updateThirdParty(tx, id, { ...thirdPartyValues(input), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: THIRD_PARTY_ENTITY, entityId: id, before, after });
      });
      return thirdParty(id);
    },
    async setThirdPartyActive(actor: Actor, id: number, active: boolean) {
      await switchActive(db, actor, {
        entity: THIRD_PARTY_ENTITY,
        id,
        active,
        find: async (tx) => (await repo.findThirdParty(tx, id)) ?? missing(HOSPITAL_MESSAGES.thirdPartyNotFound),
        update: (tx, values) => repo.updateThirdParty(tx, id, values),
      });
      return thirdParty(id);
    },

    async listHospitals(q: HospitalListQuery) {
      const r = await repo.listHospitals(db, q);
      return page(q, { items: r.items.map(hospitalShape), total: r.total });
    },
    hospital,
    async hospitalOptions(q: { rotationId?: number; include?: number }) {
      const items = await repo.hospitalOptions(db, q);
      return { items: items.map((i) => ({ ...i, thirdPartyName: i.thirdPartyName ?? null })) };
    },
    async createHospital(actor: Actor, input: HospitalInput) {
      const id = await db.transaction(async (tx) => {
        await checkHospital(tx, input);
        const row = await repo.insertHospital(tx, {
          ...hospitalValues(input),
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: HOSPITAL_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return hospital(id);
    },
    async updateHospital(actor: Actor, id: number, input: HospitalInput) {
      await db.transaction(async (tx) => {
        const before = await repo.findHospital(tx, id);
        if (!before) throw notFoundMessage(HOSPITAL_MESSAGES.notFound);
        await checkHospital(tx, input, before);
        const after = await repo.updateHospital(tx, id, { ...hospitalValues(input), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: HOSPITAL_ENTITY, entityId: id, before, after });
      });
      return hospital(id);
    },

    async listOffers(q: HospitalRotationListQuery) {
      if (q.hospitalId && !(await repo.findHospital(db, q.hospitalId)))
        throw notFoundMessage(HOSPITAL_MESSAGES.notFound);
      const r = await offers.listOffers(db, q);
      return page(q, { items: r.items.map(offerShape), total: r.total });
    },
    async activeOffers(q: { hospitalId?: number; rotationId?: number; on?: string }) {
      return { items: (await offers.activeOffers(db, q)).map(offerShape) };
    },
    offer,
    async createOffer(actor: Actor, hospitalId: number, input: HospitalRotationInput) {
      const id = await db.transaction(async (tx) => {
        const h = await repo.findHospital(tx, hospitalId);
        if (!h) throw notFoundMessage(HOSPITAL_MESSAGES.notFound);
        if (!h.active) throw ruleRefused(HOSPITAL_MESSAGES.inactiveHospital);
        await checkOffer(tx, hospitalId, input);
        const row = await offers.insertOffer(tx, {
          ...offerValues(input),
          hospitalId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: HOSPITAL_ROTATION_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return offer(id);
    },
    async updateOffer(actor: Actor, id: number, input: HospitalRotationInput) {
      await db.transaction(async (tx) => {
        const before = await offers.findOffer(tx, id);
        if (!before) throw notFoundMessage(HOSPITAL_MESSAGES.offerNotFound);
        await checkOffer(tx, before.hospitalId, input, before);
        const after = await offers.updateOffer(tx, id, { ...offerValues(input), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: HOSPITAL_ROTATION_ENTITY, entityId: id, before, after });
      });
      return offer(id);
    },
    async setOfferActive(actor: Actor, id: number, active: boolean) {
      await switchActive(db, actor, {
        entity: HOSPITAL_ROTATION_ENTITY,
        id,
        active,
        find: async (tx) => (await offers.findOffer(tx, id)) ?? missing(HOSPITAL_MESSAGES.offerNotFound),
        update: (tx, values) => offers.updateOffer(tx, id, values),
      });
      return offer(id);
    },
  };
}
export type HospitalsService = ReturnType<typeof createHospitalsService>;
