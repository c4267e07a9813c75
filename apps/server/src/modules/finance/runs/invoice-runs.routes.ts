import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVOICE_RUN_LINK,
  idempotencyHeaders,
  invoiceRun,
  invoiceRunHead,
  invoiceRunHeadsQuery,
  invoiceRunInput,
  invoiceRunParams,
  invoiceRunPreview,
  invoiceRunPreviewQuery,
  invoiceRunStarted,
  issuedInvoice,
  issuedInvoiceChoices,
  issuedInvoiceChoicesQuery,
  issuedInvoicesQuery,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { InvoiceRunsService } from './invoice-runs.service.js';
import { answerIdempotent } from '../ledger/idempotency.js';

const op = routeOps('invoice runs');
/** The Invoices screens (non-clinical, housing, due) share one menu entry: read to preview, write to run. */
const access = (bit: 'read' | 'write') => ({ menu: INVOICE_RUN_LINK, bit });

/** The accounting office's invoice runs: step 1's fee heads, step 2's preview, the run and its progress. */
export function invoiceRunRoutes(app: FastifyInstance, svc: InvoiceRunsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/accounting/invoice-runs';

  r.get(
    `${base}/fee-heads`,
    op(
      'listInvoiceRunFeeHeads',
      access('read'),
      ['nonCInvoiceHeadList', 'housingInvoiceHeadList', 'getInvoiceHead', 'clinicalInvoiceHead'],
      {
        querystring: invoiceRunHeadsQuery,
        ok: z.array(invoiceRunHead),
        description:
          "The fee heads an invoice type's fee table (the accounting settings) prices, by name, with their fee group and the amounts set; `kind=clinical`: the heads of the Clinical Weekly Fees, which a clinical run bills rotation weeks under.",
      },
    ),
    async (req) => svc.heads(req.query.type, req.query.kind),
  );

  r.post(
    `${base}/preview`,
    op(
      'previewInvoiceRun',
      access('read'),
      [
        'studentListForStep1NCI',
        'studentListForStep2NCI',
        'step1HousingInvoiceList',
        'step2HousingInvoiceList',
        'dueInvoiceList',
        'dueInvoiceStep2List',
        'getInvoiceAmount',
        'studentListStep1CI',
        'studentListStep2CI',
      ],
      {
        body: invoiceRunInput,
        querystring: invoiceRunPreviewQuery,
        ok: invoiceRunPreview,
        description:
          "Step 2 of a run, nothing written: the students the filters choose (a due run: those owing on an invoice due before the invoice date; `billedOnly`: those whose accounting details name the type), each with the lines of their invoice priced from the type's fee table (the student's course, then program, then any course; this semester's, the latest in force) and its total, or skipped with the reason (already invoiced for this semester and fee head; no fee setting); a page of the invoiced (`show=invoiced`) or skipped ones, and the run's totals by fee head. A clinical run (`kind: clinical`, one fee head, `periodEnd`): the students with Scheduled or Accepted rotations starting by `periodEnd`, one line a rotation naming its hospital, rotation and weeks (those starting by `periodEnd` and on no live invoice) priced weeks × the offer's price per week; skipped: no week to invoice, all weeks already invoiced or paid, no price per week.",
      },
    ),
    async (req) => svc.preview(req.body, req.query),
  );

  r.post(
    base,
    op(
      'startInvoiceRun',
      access('write'),
      ['create{Type}Invoice', 'createDueInvoice', 'nonCInvoicesendEmail', 'createClinicalInvoice'],
      {
        headers: idempotencyHeaders,
        body: invoiceRunInput,
        response: { 202: invoiceRunStarted },
        description:
          'Starts a run (202 with its id; follow it with GET /api/accounting/invoice-runs/{runId}): a job creates the previewed invoices in one transaction, all or none (posted to the ledger and audited like single invoices; a student another run invoiced meanwhile is left out; a clinical run records the rotation weeks each item bills in the same transaction, and leaves out the weeks invoiced meanwhile, so no week is invoiced twice), then emails each student their invoice with the PDF attached through the outbox. 422 when nobody would be invoiced. Send an `Idempotency-Key` header: the same key and body answer the same run (header `Idempotent-Replayed: true`), the same key with another body is a 422.',
      },
    ),
    async (req, reply) => answerIdempotent(reply, svc.start(actorOf(req), req.body, req.headers['idempotency-key'])),
  );

  r.get(
    `${base}/invoices`,
    op(
      'listIssuedInvoices',
      access('read'),
      ['searchNonClinicalInvoiceList', 'searchHousingInvoiceList', 'searchClinicalInvoiceList'],
      {
        querystring: issuedInvoicesQuery,
        ok: pageOf(issuedInvoice),
        description:
          "The invoices of a kind's types (non-clinical, housing, due), newest first, whether a run or a single invoice made them: semester, title (exact), status, student (name or id); paging and sort (id, dueDate, amount, studentName). Clinical invoices also say what each item bills (`covers`: hospital, rotation and weeks).",
      },
    ),
    async (req) => svc.issued(req.query),
  );

  r.get(
    `${base}/invoice-choices`,
    op(
      'listIssuedInvoiceChoices',
      access('read'),
      ['invoiceSemester', 'invoiceTitle', 'housingInvoiceTitle', 'clinicalInvoiceSemester'],
      {
        querystring: issuedInvoiceChoicesQuery,
        ok: issuedInvoiceChoices,
        description:
          "The semesters a kind's invoices name (newest first) and the titles used (most recent first, at most 50): the issued list's filters and step 1's title suggestions.",
      },
    ),
    async (req) => svc.choices(req.query.kind),
  );

  r.get(
    `${base}/:runId`,
    op('getInvoiceRun', access('read'), {
      params: invoiceRunParams,
      ok: invoiceRun,
      description:
        'A run: queued, running (with its phase and progress), completed (the invoices made, who was emailed, who was skipped and why) or failed (with the reason; a refused run writes nothing).',
    }),
    async (req) => svc.get(req.params.runId),
  );
}
