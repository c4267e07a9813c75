import { moneyWords, quoted, type ChangeDescriber, type Describers, type FieldSpec } from '../kit/changes.js';
import { INVOICE_TYPES, REFUND_TYPES } from '../reference/options.js';
import { CREDIT_ENTITY } from './credits.js';
import { INVOICE_ENTITY, PAYMENT_ENTITY } from './invoices.js';

/**
 * The student's money in the activity log (kit/changes.ts): each invoice, payment and credit move read as a
 * sentence ("Bursar Staff recorded a payment of $250.00 by cheque CHQ-77 on invoice 12 (Fall tuition)"), from
 * the audit rows the finance services write (amounts exact text, never floats).
 */

type Values = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const amountOf = (v: Values, key = 'amount') => moneyWords(v[key]) ?? 'an amount';

/** "invoice 12 (Fall tuition)", or "an invoice" when the row does not name it */
export function invoiceWords(v: Values, titleKey = 'invoiceTitle'): string {
  const id = str(v.invoiceId);
  const title = str(v[titleKey]);
  if (!id) return title ? `the invoice ${quoted(title)}` : 'an invoice';
  return `invoice ${id}${title ? ` (${title})` : ''}`;
}

/** "card", "cheque CHQ-77", "wire transfer W-1" */
export function paymentMethodWords(v: Values): string {
  const how = v.method === 'CARD' ? 'card' : v.otherKind === 'wire' ? 'wire transfer' : 'cheque';
  const ref = v.method === 'CARD' ? null : str(v.reference);
  return ref ? `${how} ${ref}` : how;
}

/** what a payment pays for: "invoice 12 (Fall tuition)", or what the row names ("Estimate #12", "Seat deposit") */
const payeeWords = (v: Values) => str(v.paysFor) ?? invoiceWords(v);

/** "a payment of $250.00 by cheque CHQ-77 on invoice 12 (Fall tuition)" */
const paymentWords = (v: Values) => `the payment of ${amountOf(v)} by ${paymentMethodWords(v)} on ${payeeWords(v)}`;

const HIDDEN: FieldSpec = { kind: 'hidden' };
const MONEY: FieldSpec = { kind: 'money' };
const PAYMENT_FIELDS: Record<string, FieldSpec> = {
  amount: { label: 'Amount', ...MONEY },
  applied: { label: 'Applied to the Invoice', ...MONEY },
  credit: { label: 'Kept as Credit', ...MONEY },
  method: { label: 'Method' },
  otherKind: {
    label: 'Kind',
    kind: 'option',
    options: [
      { value: 'cheque', label: 'Cheque' },
      { value: 'wire', label: 'Wire Transfer' },
    ],
  },
  reference: { label: 'Reference' },
  paidOn: { label: 'Paid On' },
  reason: { label: 'Reason', kind: 'long' },
  invoiceId: HIDDEN,
  invoiceTitle: HIDDEN,
  paysFor: HIDDEN,
  gatewayReference: HIDDEN,
  cardLast4: { label: 'Card Ending' },
};

export const PAYMENT_DESCRIBER: ChangeDescriber = {
  fields: PAYMENT_FIELDS,
  sentence(c) {
    const v = c.after;
    const why = str(v.reason) ? `: ${str(v.reason)}` : '';
    switch (c.action) {
      case 'pay': {
        const rest = moneyWords(v.credit);
        const kept = rest && rest !== '$0.00' ? `, ${rest} of it kept as credit` : '';
        const card = str(v.cardLast4) ? ` ending ${str(v.cardLast4)}` : '';
        return `recorded a payment of ${amountOf(v)} by ${paymentMethodWords(v)}${card} on ${payeeWords(v)}${kept}`;
      }
      case 'cancel':
        return `cancelled ${paymentWords(v)}${why}`;
      case 'reject':
        return `rejected ${paymentWords(v)}${why}`;
      case 'verifyStep1':
        return `checked ${paymentWords(v)} (verification step 1 of 2)`;
      case 'verifyStep2':
        return `verified ${paymentWords(v)} (step 2 of 2: the money is in the bank)`;
      case 'updateReference':
        return `changed a payment's reference from ${c.show('reference', 'before') ?? 'none'} to ${c.show('reference', 'after') ?? 'none'}`;
      default:
        return `${c.action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()} (payment)`;
    }
  },
};

const creditKind = (v: Values) => (v.kind === 'scholarship' ? 'scholarship' : 'credit');
export const CREDIT_DESCRIBER: ChangeDescriber = {
  fields: {
    amount: { label: 'Amount', ...MONEY },
    applied: { label: 'Applied', ...MONEY },
    left: { label: 'Left', ...MONEY },
    refundType: { label: 'Refund Type', kind: 'option', options: REFUND_TYPES },
    reference: { label: 'Reference' },
    reason: { label: 'Reason', kind: 'long' },
    createdOn: { label: 'Created On' },
    refundedOn: { label: 'Refunded On' },
    scholarshipId: { label: 'Scholarship', kind: 'ref' },
    kind: HIDDEN,
    invoiceId: HIDDEN,
    invoiceTitle: HIDDEN,
    invoices: HIDDEN,
    refundId: HIDDEN,
    deleted: HIDDEN,
  },
  sentence(c) {
    const v = c.after;
    const why = str(v.reason) ? `: ${str(v.reason)}` : '';
    switch (c.action) {
      case 'add':
        return `added a credit of ${amountOf(v)}${why}`;
      case 'award': {
        const name = c.show('scholarshipId') ?? 'a scholarship';
        const on =
          str(v.invoiceId) && moneyWords(v.applied) !== '$0.00'
            ? `, ${moneyWords(v.applied)} of it on ${invoiceWords(v)}`
            : '';
        return `awarded ${name} of ${amountOf(v)}${on}`;
      }
      case 'apply':
        return `applied ${amountOf(v)} of a ${creditKind(v)} to ${invoiceWords(v)}`;
      case 'refund': {
        const how = c.show('refundType')?.toLowerCase() ?? 'refund';
        return `refunded ${amountOf(v)} of a credit by ${how}${str(v.reference) ? ` ${str(v.reference)}` : ''}`;
      }
      case 'delete':
        return `deleted a ${creditKind(c.before)} of ${amountOf(c.before)}${why}`;
      case 'updateCreatedOn':
        return `changed a credit's date to ${c.show('createdOn', 'after') ?? 'none'}`;
      case 'updateReference':
        return `changed a credit's reference to ${c.show('reference', 'after') ?? 'none'}`;
      default:
        return `${c.action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()} (credit)`;
    }
  },
};

export const INVOICE_DESCRIBER: ChangeDescriber = {
  fields: {
    type: { label: 'Invoice Type', kind: 'option', options: INVOICE_TYPES },
    title: { label: 'Title' },
    amount: { label: 'Amount', ...MONEY },
    dueDate: { label: 'Due Date' },
    status: { label: 'Status' },
    reason: { label: 'Reason', kind: 'long' },
    item: { label: 'Item' },
    items: HIDDEN,
    invoiceId: HIDDEN,
  },
  sentence(c) {
    const v = { ...c.before, ...c.after };
    const inv = invoiceWords(v, 'title');
    switch (c.action) {
      case 'create':
        return `created ${inv} of ${amountOf(v)}, due ${c.show('dueDate') ?? 'unset'}`;
      case 'updateDueDate':
        return `moved the due date of ${inv} from ${c.show('dueDate', 'before') ?? 'none'} to ${c.show('dueDate', 'after') ?? 'none'}`;
      case 'cancel':
        return `cancelled ${inv}${str(v.reason) ? `: ${str(v.reason)}` : ''}`;
      case 'deleteItem':
        return `deleted the item ${str(v.item) ?? ''} of ${inv}, which now comes to ${amountOf(c.after)}`.replace(
          '  ',
          ' ',
        );
      default:
        return `${c.action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()} (invoice)`;
    }
  },
};

/** The finance entities' describers, which the student's activity log adds to its own. */
export const FINANCE_DESCRIBERS: Describers = {
  [PAYMENT_ENTITY]: PAYMENT_DESCRIBER,
  [CREDIT_ENTITY]: CREDIT_DESCRIBER,
  [INVOICE_ENTITY]: INVOICE_DESCRIBER,
};

/** The action in a few words (the log's summary column). */
export const FINANCE_ACTIVITY_ACTIONS: Record<string, string> = {
  'payment.pay': 'Recorded a payment',
  'payment.cancel': 'Cancelled a payment',
  'payment.reject': 'Rejected a payment',
  'payment.verifyStep1': 'Checked a payment (step 1)',
  'payment.verifyStep2': 'Verified a payment (step 2)',
  'payment.updateReference': 'Changed a payment reference',
  'credit.add': 'Added a credit',
  'credit.award': 'Awarded a scholarship',
  'credit.apply': 'Applied a credit',
  'credit.refund': 'Refunded a credit',
  'credit.delete': 'Deleted a credit',
  'credit.updateCreatedOn': 'Changed a credit date',
  'credit.updateReference': 'Changed a credit reference',
  'invoice.create': 'Created an invoice',
  'invoice.updateDueDate': 'Changed an invoice due date',
  'invoice.cancel': 'Cancelled an invoice',
  'invoice.deleteItem': 'Deleted an invoice item',
};
