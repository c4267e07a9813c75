import {
  APPLICATION_MESSAGES,
  APPLICATION_STEPS,
  APPLICATION_TERMS,
  APPLICATION_TERMS_LABEL,
  ERROR_CODES,
  LEAD_ENTITY,
  LEAD_MESSAGES,
  LEAD_STATUS,
  applicationAcademicsInput,
  applicationAddressInput,
  applicationBackgroundInput,
  applicationQuestionsInput,
  transcriptField,
  type ApplicationAcademicsInput,
  type ApplicationAddressInput,
  type ApplicationBackgroundInput,
  type ApplicationQuestionsInput,
  type ApplicationStep,
  type ApplicationSummary,
} from '@caduceus/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { AppError, badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import * as leadsRepo from '../leads/leads.repo.js';
import { studentsRepo } from '../../students/index.js';
import * as repo from './lead-application.repo.js';
import { renderApplicationPdf } from './lead-application.pdf.js';
import { toIso } from '../../../platform/db/columns.js';

const PICK = 'Choose a value from the list';
const SCHEMAS = {
  address: applicationAddressInput,
  background: applicationBackgroundInput,
  academics: applicationAcademicsInput,
  questions: applicationQuestionsInput,
};
type StepData = {
  address: ApplicationAddressInput;
  background: ApplicationBackgroundInput;
  academics: ApplicationAcademicsInput;
  questions: ApplicationQuestionsInput;
};
const stepLabel = (k: ApplicationStep) => APPLICATION_STEPS.find((s) => s.key === k)!.label;

/** Parses the `data` JSON part of a multipart step with the step's schema (field errors as a 400). */
export function parseStepJson<S extends z.ZodTypeAny>(schema: S, raw: string | undefined): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw badInput('Send the form values as JSON in the `data` part');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[i.path.map(String).join('.') || '_'] ??= i.message;
    throw badInput('Please correct the highlighted fields', fields);
  }
  return parsed.data;
}

export interface LeadApplicationDeps {
  db: Db;
  files: FilesService;
}

/**
 * The lead's application: each step saved on its own (who, when), the terms accepted, then submitted
 * once every step is complete. A submitted application is locked (saves answer 422) and its PDF is
 * rendered from the stored steps.
 */
export function createLeadApplicationService({ db, files }: LeadApplicationDeps) {
  async function requireLead(ex: Executor, leadId: number) {
    const l = await leadsRepo.findLead(ex, leadId);
    if (!l) throw notFound('Lead');
    return l;
  }

  async function checkRefs(ex: Executor, refs: [string, string, number | null | undefined][]) {
    const fields: Record<string, string> = {};
    for (const [field, table, id] of refs) {
      if (id == null) continue;
      const row = await studentsRepo.refOf(ex, table, id);
      if (!row) fields[field] = PICK;
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  async function stored<K extends ApplicationStep>(
    ex: Executor,
    leadId: number,
    key: K,
  ): Promise<{ data: StepData[K]; savedAt: string; savedByName: string | null } | null> {
    const row = await repo.step(ex, leadId, key);
    return row ? { data: row.data as StepData[K], savedAt: toIso(row.savedAt)!, savedByName: row.savedByName } : null;
  }

  /** Saves one step in a transaction: the lead open, the application not submitted; audited on the lead. */
  async function save<K extends ApplicationStep>(
    actor: Actor,
    leadId: number,
    key: K,
    build: (tx: Executor, before: StepData[K] | null) => Promise<StepData[K]>,
  ) {
    await db.transaction(async (tx) => {
      const lead = await requireLead(tx, leadId);
      if (lead.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
      const app = await repo.lockApplication(tx, leadId);
      if (app.submittedAt) throw ruleRefused(APPLICATION_MESSAGES.locked);
      const before = (await stored(tx, leadId, key))?.data ?? null;
      const data = await build(tx, before);
      await repo.saveStep(tx, leadId, key, data, actor.userId);
      await audit(tx, actor, {
        action: `saveApplication${key[0].toUpperCase()}${key.slice(1)}`,
        entity: LEAD_ENTITY,
        entityId: leadId,
        before,
        after: data,
      });
    });
  }

  const locked = async (leadId: number) => Boolean((await repo.application(db, leadId))?.submittedAt);

  async function labels(ids: Record<string, number | null | undefined>) {
    const names = await studentsRepo.labelsOf(
      db,
      Object.values(ids).map((v) => v ?? null),
    );
    return Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v == null ? null : (names.get(v) ?? null)]));
  }

  /** Which steps are complete: a stored step that still passes its schema. */
  async function completeness(ex: Executor, leadId: number) {
    const rows = await repo.steps(ex, leadId);
    return APPLICATION_STEPS.map((s) => {
      const row = rows.find((r) => r.step === s.key);
      return {
        ...s,
        complete: !!row && SCHEMAS[s.key].safeParse(row.data).success,
        savedAt: toIso(row?.savedAt),
        savedByName: row?.savedByName ?? null,
      };
    });
  }

  async function summary(leadId: number, ex: Executor = db): Promise<ApplicationSummary> {
    const lead = await requireLead(ex, leadId);
    const app = await repo.application(ex, leadId);
    const steps = await completeness(ex, leadId);
    const termsAccepted = !!app?.termsAcceptedAt;
    const missing = [
      ...steps.filter((s) => !s.complete).map((s) => s.label),
      ...(termsAccepted ? [] : [APPLICATION_TERMS_LABEL]),
    ];
    return {
      leadId,
      leadName: [lead.firstName, lead.middleName, lead.lastName].filter(Boolean).join(' '),
      steps: steps.map(({ key, label, tab, complete, savedAt, savedByName }) => ({
        key,
        label,
        tab,
        complete,
        savedAt,
        savedByName,
      })),
      terms: {
        accepted: termsAccepted,
        version: app?.termsVersion ?? null,
        acceptedAt: toIso(app?.termsAcceptedAt),
        acceptedByName: app?.termsAcceptedByName ?? null,
      },
      missing,
      submitted: app?.submittedAt ? { savedAt: toIso(app.submittedAt)!, savedByName: app.submittedByName } : null,
      locked: !!app?.submittedAt,
    };
  }

  const service = {
    summary,

    async address(leadId: number) {
      await requireLead(db, leadId);
      const s = await stored(db, leadId, 'address');
      const d = s?.data;
      return {
        data: d ?? null,
        savedAt: s?.savedAt ?? null,
        savedByName: s?.savedByName ?? null,
        locked: await locked(leadId),
        labels: await labels({
          'permanent.countryId': d?.permanent.countryId,
          'permanent.stateId': d?.permanent.stateId,
          'mailing.countryId': d?.mailing?.countryId,
          'mailing.stateId': d?.mailing?.stateId,
        }),
      };
    },
    saveAddress: (actor: Actor, leadId: number, input: ApplicationAddressInput) =>
      save(actor, leadId, 'address', async (tx) => {
        await checkRefs(tx, [
          ['permanent.countryId', 'country', input.permanent.countryId],
          ['permanent.stateId', 'state', input.permanent.stateId],
          ['mailing.countryId', 'country', input.mailing?.countryId],
          ['mailing.stateId', 'state', input.mailing?.stateId],
        ]);
        return { ...input, mailing: input.mailingSameAsPermanent ? null : (input.mailing ?? null) };
      }),

    async background(leadId: number) {
      await requireLead(db, leadId);
      const s = await stored(db, leadId, 'background');
      const d = s?.data;
      const cv = d?.cvFileId ? ((await repo.fileNames(db, [d.cvFileId])).get(d.cvFileId) ?? null) : null;
      return {
        data: d ?? null,
        cvFileName: cv,
        savedAt: s?.savedAt ?? null,
        savedByName: s?.savedByName ?? null,
        locked: await locked(leadId),
        labels: await labels({
          citizenshipCountryId: d?.citizenshipCountryId,
          secondCitizenshipCountryId: d?.secondCitizenshipCountryId,
          birthCountryId: d?.birthCountryId,
        }),
      };
    },
    saveBackground: (actor: Actor, leadId: number, input: ApplicationBackgroundInput, cv?: UploadedFile) =>
      save(actor, leadId, 'background', async (tx, before) => {
        await checkRefs(tx, [
          ['citizenshipCountryId', 'country', input.citizenshipCountryId],
          ['secondCitizenshipCountryId', 'country', input.secondCitizenshipCountryId],
          ['birthCountryId', 'country', input.birthCountryId],
        ]);
        // a kept CV must be the one already on this application (never another record's file)
        let cvFileId = input.cvFileId && input.cvFileId === before?.cvFileId ? input.cvFileId : null;
        if (cv) cvFileId = (await files.store(tx, cv, ['pdf', 'docx'], actor.userId)).id;
        return { ...input, cvFileId };
      }),

    async academics(leadId: number) {
      await requireLead(db, leadId);
      const s = await stored(db, leadId, 'academics');
      const d = s?.data;
      const ids = (d?.schools ?? []).map((x) => x.transcriptFileId).filter((x): x is number => x != null);
      const names = await repo.fileNames(db, ids);
      const refs: Record<string, number | null | undefined> = {};
      d?.schools.forEach((x, i) => {
        refs[`schools.${i}.degreeId`] = x.degreeId;
      });
      d?.tests.forEach((x, i) => {
        refs[`tests.${i}.testTypeId`] = x.testTypeId;
      });
      return {
        data: d ?? null,
        transcriptNames: Object.fromEntries([...names].map(([id, n]) => [String(id), n])),
        savedAt: s?.savedAt ?? null,
        savedByName: s?.savedByName ?? null,
        locked: await locked(leadId),
        labels: await labels(refs),
      };
    },
    saveAcademics: (actor: Actor, leadId: number, input: ApplicationAcademicsInput, uploads: UploadedFile[]) =>
      save(actor, leadId, 'academics', async (tx, before) => {
        await checkRefs(
          tx,
          input.schools.map((s, i) => [`schools.${i}.degreeId`, 'degree', s.degreeId] as [string, string, number]),
        );
        const fields: Record<string, string> = {};
        for (const [i, t] of input.tests.entries()) {
          const row = await studentsRepo.refOf(tx, 'test-type', t.testTypeId);
          if (!row) {
            fields[`tests.${i}.testTypeId`] = PICK;
            continue;
          }
          const { minScore, maxScore } = (row.data ?? {}) as { minScore?: number; maxScore?: number };
          if (
            (typeof minScore === 'number' && t.score < minScore) ||
            (typeof maxScore === 'number' && t.score > maxScore)
          ) {
            fields[`tests.${i}.score`] = APPLICATION_MESSAGES.score(minScore ?? 0, maxScore ?? 10000);
          }
        }
        if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
        const kept = new Set((before?.schools ?? []).map((s) => s.transcriptFileId).filter((x) => x != null));
        const schools = [];
        for (const [i, s] of input.schools.entries()) {
          const file = uploads.find((f) => f.field === transcriptField(i));
          let transcriptFileId = s.transcriptFileId && kept.has(s.transcriptFileId) ? s.transcriptFileId : null;
          if (file) transcriptFileId = (await files.store(tx, file, ['pdf', 'png', 'jpeg'], actor.userId)).id;
          schools.push({ ...s, transcriptFileId });
        }
        return { schools, tests: input.tests };
      }),

    /** getleadTestData: the standardized tests the lead reported, with their names. */
    async tests(leadId: number) {
      await requireLead(db, leadId);
      const tests = (await stored(db, leadId, 'academics'))?.data.tests ?? [];
      const names = await studentsRepo.labelsOf(
        db,
        tests.map((t) => t.testTypeId),
      );
      return { items: tests.map((t) => ({ ...t, testName: names.get(t.testTypeId) ?? null })) };
    },

    async questions(leadId: number) {
      await requireLead(db, leadId);
      const s = await stored(db, leadId, 'questions');
      return {
        data: s?.data ?? null,
        savedAt: s?.savedAt ?? null,
        savedByName: s?.savedByName ?? null,
        locked: await locked(leadId),
        labels: await labels({ heardFromSourceId: s?.data.heardFromSourceId }),
      };
    },
    saveQuestions: (actor: Actor, leadId: number, input: ApplicationQuestionsInput) =>
      save(actor, leadId, 'questions', async (tx) => {
        await checkRefs(tx, [['heardFromSourceId', 'referral-source', input.heardFromSourceId]]);
        return input;
      }),

    /** A stored file of this application (the CV or a transcript); 404 for any other file. */
    async file(leadId: number, fileId: number) {
      const bg = await stored(db, leadId, 'background');
      const ac = await stored(db, leadId, 'academics');
      const own = [bg?.data.cvFileId, ...(ac?.data.schools ?? []).map((s) => s.transcriptFileId)];
      if (!own.includes(fileId)) throw notFound('File');
      return files.read(fileId);
    },

    async acceptTerms(actor: Actor, leadId: number) {
      await db.transaction(async (tx) => {
        const lead = await requireLead(tx, leadId);
        if (lead.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
        const app = await repo.lockApplication(tx, leadId);
        if (app.submittedAt) throw ruleRefused(APPLICATION_MESSAGES.locked);
        await repo.updateApplication(tx, leadId, {
          termsVersion: APPLICATION_TERMS.version,
          termsAcceptedBy: actor.userId,
          termsAcceptedAt: new Date().toISOString(),
        });
        await audit(tx, actor, {
          action: 'acceptApplicationTerms',
          entity: LEAD_ENTITY,
          entityId: leadId,
          after: { termsVersion: APPLICATION_TERMS.version },
        });
      });
      return summary(leadId);
    },

    /**
     * Submits: every step complete and the terms accepted (else 422 listing what is missing), then
     * locks the application; a lead at Profile Created moves to Application Submitted in its history.
     */
    async submit(actor: Actor, leadId: number) {
      await db.transaction(async (tx) => {
        const lead = await requireLead(tx, leadId);
        if (lead.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
        const app = await repo.lockApplication(tx, leadId);
        if (app.submittedAt) throw ruleRefused(APPLICATION_MESSAGES.locked);
        const s = await summary(leadId, tx);
        if (s.missing.length) {
          const fields = Object.fromEntries([
            ...s.steps
              .filter((x) => !x.complete)
              .map((x) => [x.key, `${stepLabel(x.key as ApplicationStep)} is not complete`]),
            ...(s.terms.accepted ? [] : [['terms', APPLICATION_MESSAGES.terms]]),
          ]);
          throw new AppError(
            422,
            ERROR_CODES.rule,
            `${APPLICATION_MESSAGES.incomplete}: ${s.missing.join(', ')}`,
            fields,
          );
        }
        await repo.updateApplication(tx, leadId, { submittedAt: new Date().toISOString(), submittedBy: actor.userId });
        if (lead.statusId === LEAD_STATUS.profileCreated) {
          await leadsRepo.insertStatusChange(tx, {
            leadId,
            fromStatusId: lead.statusId,
            toStatusId: LEAD_STATUS.applicationSubmitted,
            note: 'Application submitted',
            changedBy: actor.userId,
          });
          await leadsRepo.updateLead(tx, leadId, {
            statusId: LEAD_STATUS.applicationSubmitted,
            updatedBy: actor.userId,
          });
        }
        await audit(tx, actor, {
          action: 'submitApplication',
          entity: LEAD_ENTITY,
          entityId: leadId,
          before: { statusId: lead.statusId },
          after: { submitted: true },
        });
      });
      return summary(leadId);
    },

    /** getApplicationPdfContent: the submitted application as a PDF (422 before submission). */
    async pdf(leadId: number) {
      const s = await summary(leadId);
      if (!s.submitted) throw ruleRefused(APPLICATION_MESSAGES.notSubmitted);
      const [address, background, academics, questions, tests] = await Promise.all([
        service.address(leadId),
        service.background(leadId),
        service.academics(leadId),
        service.questions(leadId),
        service.tests(leadId),
      ]);
      const lead = await requireLead(db, leadId);
      const bytes = await renderApplicationPdf({
        summary: s,
        lead,
        address,
        background,
        academics,
        questions,
        tests: tests.items,
      });
      return { bytes, filename: `application-${leadId}.pdf` };
    },
  };
  return service;
}
export type LeadApplicationService = ReturnType<typeof createLeadApplicationService>;
