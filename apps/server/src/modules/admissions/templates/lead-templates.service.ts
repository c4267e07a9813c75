import {
  LEAD_TEMPLATE_MODULE,
  SAMPLE_LEAD_VALUES,
  fillLeadTemplate,
  leadTemplateInput,
  type ControlRow,
  type LeadTemplate,
  type LeadTemplateListQuery,
  type LeadTemplatePreview,
  type LeadTemplateValues,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { notFound } from '../../../platform/errors.js';
import { requireDef, type ReferenceService } from '../../reference/index.js';

/**
 * Lead email templates: the 'email-template' control-table rows of module lead, read and written
 * through the reference service (one table, its audit trail and history), but guarded by the Lead menu
 * so that admissions staff keep their templates without rights on the admin control tables.
 */
export function createLeadTemplatesService({ reference }: { reference: ReferenceService }) {
  const def = requireDef('email-template');
  const shape = (r: ControlRow): LeadTemplate => ({
    id: r.id,
    name: String(r.name ?? r.label),
    subject: String(r.subject ?? ''),
    body: String(r.body ?? ''),
    active: r.active,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });
  /** A lead template; a template of another module is absent here. */
  async function lead(id: number) {
    const row = await reference.get(def, id).catch(() => null);
    if (!row || row.module !== LEAD_TEMPLATE_MODULE) throw notFound('Email Template');
    return row;
  }
  /** Lead rules first (known placeholders), then the table's own. */
  const values = (body: unknown) => ({ ...leadTemplateInput.parse(body), module: LEAD_TEMPLATE_MODULE });

  return {
    async list(q: LeadTemplateListQuery) {
      const page = await reference.list(def, { ...q, sort: q.sort ?? 'name', module: LEAD_TEMPLATE_MODULE });
      return { ...page, items: page.items.map(shape) };
    },
    get: async (id: number) => shape(await lead(id)),
    create: async (actor: Actor, body: unknown) => shape(await reference.create(actor, def, values(body))),
    async update(actor: Actor, id: number, body: unknown) {
      await lead(id);
      return shape(await reference.update(actor, def, id, values(body)));
    },
    async setActive(actor: Actor, id: number, active: boolean) {
      await lead(id);
      return shape(await reference.setActive(actor, def, id, active));
    },
    /** The template filled for the sample lead, with any values given in place of the sample's. */
    async preview(id: number, given: LeadTemplateValues): Promise<LeadTemplatePreview> {
      const t = shape(await lead(id));
      const v: Record<string, string> = { ...SAMPLE_LEAD_VALUES };
      for (const [k, x] of Object.entries(given)) if (typeof x === 'string') v[k] = x;
      return { subject: fillLeadTemplate(t.subject, v), body: fillLeadTemplate(t.body, v), values: v };
    },
  };
}
export type LeadTemplatesService = ReturnType<typeof createLeadTemplatesService>;
