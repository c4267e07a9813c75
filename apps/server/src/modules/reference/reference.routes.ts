import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTROL_TABLES,
  OPTION_LISTS,
  ownValue,
  controlListQuery,
  controlRow,
  controlRowInput,
  controlStatusInput,
  controlTableInfo,
  currentSemesters,
  linkOf,
  lookupAnswer,
  lookupQuery,
  okBody,
  pageOf,
  rowFile,
  rowFileFields,
  rowHistoryEntry,
  tableFileParam,
  tableParam,
  tableRowParam,
  linksOf,
  type AccessBit,
  type SessionUser,
  type TableDef,
  singleLine,
} from '@caduceus/contracts';
import { actorOf } from '../../platform/guard.js';
import { readForm } from '../../platform/multipart.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { created, okAfter, routeOps } from '../../platform/route-op.js';
import { requireDef, type ReferenceService } from './reference.service.js';
import { lookupRouteAccess, mayLookup } from './reference.policy.js';

const LEAD_SETTINGS = '/admin/lead-settings';
const LEAD_SEMESTER_KEY = 'lead.currentSemester';

/** Every old call name a declared table covers: the one generic resource serves them all. */
const tableCalls = [...new Set(CONTROL_TABLES.flatMap((t) => t.specCalls ?? []))];
/** The right on the table's screen, or on any other screen that shows it. */
export const tableAccess = (def: TableDef, bit: AccessBit) =>
  def.alsoLinks?.length ? { anyMenu: linksOf(def), bit } : { menu: linkOf(def), bit };
const byTable = (bit: AccessBit) => ({
  byParam: 'table',
  resolve: (table: string) => tableAccess(requireDef(table), bit),
});

/** rightsOf: the user's rights, looked up once, as a check of a bit on a menu link. */
export function referenceRoutes(
  app: FastifyInstance,
  ref: ReferenceService,
  rightsOf: (user: SessionUser) => Promise<(link: string, bit: AccessBit) => boolean>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('reference');
  const base = '/api/control-tables/:table/rows';

  r.get(
    '/api/control-tables',
    op('listControlTables', 'authenticated', ['adminCtTableList'], {
      ok: z.object({ items: z.array(controlTableInfo) }),
      description: "The declared tables the caller may read, with their row counts and the caller's rights.",
    }),
    async (req) => {
      const [counts, allows] = await Promise.all([ref.counts(), rightsOf(req.user!)]);
      const items = [];
      for (const t of CONTROL_TABLES) {
        const may = (bit: AccessBit) => linksOf(t).some((link) => allows(link, bit));
        if (!may('read')) continue;
        const c = counts.get(t.key) ?? { total: 0, active: 0 };
        items.push({
          key: t.key,
          group: t.group,
          title: t.title,
          singular: t.singular,
          total: c.total,
          active: c.active,
          canWrite: may('write'),
          canEdit: may('edit'),
          canDelete: !!t.deletable && may('delete'),
        });
      }
      return { items };
    },
  );

  r.get(
    base,
    op('listControlRows', byTable('read'), tableCalls, {
      params: tableParam,
      querystring: controlListQuery,
      ok: pageOf(controlRow),
    }),
    async (req) => ref.list(requireDef(req.params.table), req.query as never),
  );

  r.get(
    `${base}/:id`,
    op('getControlRow', byTable('read'), tableCalls, { params: tableRowParam, ok: controlRow }),
    async (req) => ref.get(requireDef(req.params.table), req.params.id),
  );

  r.post(
    base,
    op('createControlRow', byTable('write'), [...tableCalls, 'adminCtTable'], {
      params: tableParam,
      body: controlRowInput,
      created: controlRow,
      description:
        "The row's values by field key, validated by the table's declaration (400 with field errors; 409 when the unique key is taken).",
    }),
    async (req, reply) => created(reply, ref.create(actorOf(req), requireDef(req.params.table), req.body)),
  );

  r.put(
    `${base}/:id`,
    op('updateControlRow', byTable('edit'), tableCalls, {
      params: tableRowParam,
      body: controlRowInput,
      ok: controlRow,
    }),
    async (req) => ref.update(actorOf(req), requireDef(req.params.table), req.params.id, req.body),
  );

  r.put(
    `${base}/:id/status`,
    op('setControlRowStatus', byTable('edit'), {
      params: tableRowParam,
      body: controlStatusInput,
      ok: controlRow,
      description:
        'Activate or deactivate: a deactivated row leaves the dropdowns; records that use it still show its name.',
    }),
    async (req) => ref.setActive(actorOf(req), requireDef(req.params.table), req.params.id, req.body.active),
  );

  r.delete(
    `${base}/:id`,
    op('deleteControlRow', byTable('delete'), ['deleteApplicantSemYear'], {
      params: tableRowParam,
      ok: okBody,
      description:
        'Only for tables that allow it, and only while nothing uses the row (409 otherwise: deactivate it instead).',
    }),
    async (req) => okAfter(ref.remove(actorOf(req), requireDef(req.params.table), req.params.id)),
  );

  r.get(
    `${base}/:id/history`,
    op('controlRowHistory', byTable('read'), {
      params: tableRowParam,
      ok: z.object({ items: z.array(rowHistoryEntry) }),
    }),
    async (req) => ({ items: await ref.history(requireDef(req.params.table), req.params.id) }),
  );

  r.get(
    `${base}/:id/files`,
    op('listControlRowFiles', byTable('read'), ['getRotationSyllabusList'], {
      params: tableRowParam,
      ok: z.object({ items: z.array(rowFile) }),
    }),
    async (req) => ({ items: await ref.files(requireDef(req.params.table), req.params.id) }),
  );

  r.post(
    `${base}/:id/files`,
    op('addControlRowFiles', byTable('write'), ['addRotationSyllabus', 'clinicalEvaluationUpload'], {
      params: tableRowParam,
      consumes: ['multipart/form-data'],
      ok: z.object({ items: z.array(rowFile) }),
      description:
        'multipart/form-data: one or more `file` parts (PDF, Word, Excel, PNG or JPEG; checked by content) and an optional `title`.',
    }),
    async (req) => {
      const { fields, files } = await readForm(req, rowFileFields);
      return {
        items: await ref.addFiles(actorOf(req), requireDef(req.params.table), req.params.id, fields.title, files),
      };
    },
  );

  r.get(
    `${base}/:id/files/:fileId`,
    op('downloadControlRowFile', byTable('read'), { params: tableFileParam }),
    async (req, reply) => {
      const { file, bytes } = await ref.fileBytes(requireDef(req.params.table), req.params.id, req.params.fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(bytes);
    },
  );

  r.put(
    `${base}/:id/files/:fileId/status`,
    op('setControlRowFileStatus', byTable('edit'), { params: tableFileParam, body: controlStatusInput, ok: rowFile }),
    async (req) =>
      ref.setFileActive(actorOf(req), requireDef(req.params.table), req.params.id, req.params.fileId, req.body.active),
  );

  // ---- dropdowns: names (and the table's safe lookup fields), for the forms of whoever the table's lookup access lets in ----
  r.get(
    '/api/lookups/semester/current-next',
    op('currentSemesters', lookupRouteAccess(requireDef('semester')), ['nextSemester'], { ok: currentSemesters }),
    async () => ref.currentSemesters(),
  );

  r.get(
    '/api/lookups/:table',
    // signed in here; the table's own lookup access is checked in the handler (it may be 'everyone')
    op(
      'lookup',
      'authenticated',
      [
        'campusList',
        'programList',
        'getProgram',
        'semesterList',
        'semesterYearList',
        'semesterYear',
        'getSemesterDates',
        'birthCountries',
        'sourceList',
        'stateList',
        'courseList',
        'stageList',
        'preMedHighestdegree',
        'getSchool',
        'feeHeadDropdown',
        'getSemesterTypeMonth',
        'getCampusListDropdown',
        'problemDropDown',
        'getCourseDropDown',
        'getStageByCourseAdmin',
        'classByCourseId',
        'controlDocumentCategory',
        'bankAccount',
        'docTypeList',
        'subjectTaskList',
        'getReplyToMails',
      ],
      {
        params: tableParam,
        querystring: lookupQuery,
        ok: lookupAnswer,
        description:
          "The active rows of a table as { value, label } and its declared safe lookup fields, for dropdowns (plus `include`d ids even when inactive); equality filters by field (state?country=ID), never by a sensitive field; semester also takes yearFrom and yearTo. Who may ask is the table's lookup access (contracts' lookupAccessOf): every signed-in user for the tables self-service forms use (country, state, referral-source), back-office users (read on any menu) by default, the owning area's menu for some groups (HR's tables need /employee/list or the HR control tables); 403 otherwise.",
      },
    ),
    async (req) => {
      const def = requireDef(req.params.table);
      if (!(await mayLookup(req.user!, def, rightsOf))) throw forbidden();
      return { items: await ref.lookup(def, req.query as never) };
    },
  );

  r.get(
    '/api/options/:name',
    op('optionList', 'authenticated', ['monthList', 'getStudentCourseStatusList'], {
      params: z.object({ name: singleLine().regex(/^[a-z][a-z0-9-]{1,60}$/) }),
      ok: lookupAnswer,
      description: `The spec's fixed option lists: ${Object.keys(OPTION_LISTS).join(', ')}.`,
    }),
    async (req) => {
      const list = ownValue(OPTION_LISTS, req.params.name);
      if (!list) throw notFound('Option list');
      return { items: list.map((o) => ({ value: o.value, label: o.label, active: true })) };
    },
  );

  // ---- lead settings: the semester new leads apply for ----
  const semesterSetting = z.object({
    semester: z.object({ id: z.number().int(), label: z.string(), active: z.boolean() }).nullable(),
  });
  r.get(
    '/api/admin/lead-settings/current-semester',
    op('getLeadCurrentSemester', { menu: LEAD_SETTINGS, bit: 'read' }, { ok: semesterSetting }),
    async () => {
      const id = await ref.setting<number>(LEAD_SEMESTER_KEY);
      return { semester: id ? await ref.semesterBrief(id) : null };
    },
  );
  r.put(
    '/api/admin/lead-settings/current-semester',
    op(
      'setLeadCurrentSemester',
      { menu: LEAD_SETTINGS, bit: 'edit' },
      { body: z.object({ semesterId: z.number().int().positive() }), ok: semesterSetting },
    ),
    async (req) => {
      const s = await ref.semesterBrief(req.body.semesterId);
      if (!s) throw badInput('Choose a semester from the list', { semesterId: 'Choose a semester from the list' });
      if (!s.active)
        throw badInput('This semester is inactive', { semesterId: 'This semester is inactive; choose another' });
      await ref.saveSetting(actorOf(req), LEAD_SEMESTER_KEY, s.id);
      return { semester: s };
    },
  );
}
