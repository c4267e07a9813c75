/**
 * The request engine's flows (spec 001 "Requests", 002 statuses): every kind of student request follows one
 * flow, a list of statuses and the moves between them. A move says who makes it (the registrar's office or the
 * student herself), what its button says, and whether it needs a note (a reason, conditions). A move the table
 * does not hold is refused (422 naming the current and the wanted status).
 */
export type RequestActor = 'staff' | 'student';

export interface RequestMove {
  to: string;
  by: RequestActor;
  /** the button's words */
  action: string;
  /** a note is required (a rejection's reason, an appeal's conditions) */
  note?: boolean;
  /** the student signs electronically: she types her full name as on her record and accepts the conditions */
  signature?: boolean;
}

export interface RequestFlow {
  key: string;
  /** codes with the spec's words, in the order a request goes through them */
  statuses: readonly { value: string; label: string }[];
  /** the status a submitted request starts in */
  initial: string;
  /** the status a request saved as a draft starts in (flows with drafts only) */
  draft?: string;
  /** where a request is finished: nothing moves it any more */
  final: readonly string[];
  /** the statuses a staff queue shows first ("open") */
  open: readonly string[];
  moves: Readonly<Record<string, readonly RequestMove[]>>;
}

/** Most requests: the office reviews, then approves and completes (the letter issued), or rejects; the student may withdraw a pending one. */
export const STANDARD_FLOW: RequestFlow = {
  key: 'standard',
  statuses: [
    { value: 'pending', label: 'Pending' },
    { value: 'review', label: 'Under Review' },
    { value: 'approved', label: 'Approved' },
    { value: 'completed', label: 'Completed' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'cancelled', label: 'Cancelled' },
  ],
  initial: 'pending',
  final: ['completed', 'rejected', 'cancelled'],
  open: ['pending', 'review', 'approved'],
  moves: {
    pending: [
      { to: 'review', by: 'staff', action: 'Start review' },
      { to: 'approved', by: 'staff', action: 'Approve' },
      { to: 'rejected', by: 'staff', action: 'Reject', note: true },
      { to: 'cancelled', by: 'student', action: 'Withdraw request' },
    ],
    review: [
      { to: 'approved', by: 'staff', action: 'Approve' },
      { to: 'rejected', by: 'staff', action: 'Reject', note: true },
    ],
    approved: [{ to: 'completed', by: 'staff', action: 'Mark completed' }],
  },
};

/**
 * Transcripts (002: Created, Paid, Under Review, Verified, Complete, Cancelled; 000: "Paid (awaiting
 * verification), Verified (awaiting completion); a reject action exists"): the fee is paid, the registrar checks
 * the record and verifies it, then completes it (sent); rejected or withdrawn before it is verified, it is
 * cancelled.
 */
export const TRANSCRIPT_FLOW: RequestFlow = {
  key: 'transcript',
  statuses: [
    { value: 'created', label: 'Created' },
    { value: 'paid', label: 'Paid' },
    { value: 'review', label: 'Under Review' },
    { value: 'verified', label: 'Verified' },
    { value: 'complete', label: 'Complete' },
    { value: 'cancelled', label: 'Cancelled' },
  ],
  initial: 'created',
  final: ['complete', 'cancelled'],
  open: ['created', 'paid', 'review', 'verified'],
  moves: {
    created: [
      { to: 'paid', by: 'staff', action: 'Record payment' },
      { to: 'cancelled', by: 'staff', action: 'Reject', note: true },
      { to: 'cancelled', by: 'student', action: 'Withdraw request' },
    ],
    paid: [
      { to: 'review', by: 'staff', action: 'Start review' },
      { to: 'verified', by: 'staff', action: 'Verify' },
      { to: 'cancelled', by: 'staff', action: 'Reject', note: true },
    ],
    review: [
      { to: 'verified', by: 'staff', action: 'Verify' },
      { to: 'cancelled', by: 'staff', action: 'Reject', note: true },
    ],
    verified: [{ to: 'complete', by: 'staff', action: 'Mark complete' }],
  },
};

/**
 * Appeals (002's statuses): drafted and submitted by the student; the committee grants it with conditions (which
 * the administration approves, then the student signs, then she meets them) or denies it; she may cancel it
 * while it is pending.
 */
export const APPEAL_FLOW: RequestFlow = {
  key: 'appeal',
  statuses: [
    { value: 'draft', label: 'Draft' },
    { value: 'pending', label: 'Pending' },
    { value: 'grantedAdmin', label: 'Granted (Pending Admin Approval of Conditions)' },
    { value: 'grantedSignature', label: 'Granted (Pending student Signature)' },
    { value: 'grantedConditions', label: 'Granted (Pending conditions)' },
    { value: 'approved', label: 'Approved (All conditions met)' },
    { value: 'notApproved', label: 'Not Approved (Conditions not met)' },
    { value: 'denied', label: 'Denied' },
    { value: 'cancelled', label: 'Cancelled by student' },
  ],
  initial: 'pending',
  draft: 'draft',
  final: ['approved', 'notApproved', 'denied', 'cancelled'],
  open: ['pending', 'grantedAdmin', 'grantedSignature', 'grantedConditions'],
  moves: {
    draft: [
      { to: 'pending', by: 'student', action: 'Submit appeal' },
      { to: 'cancelled', by: 'student', action: 'Cancel appeal' },
    ],
    pending: [
      { to: 'grantedAdmin', by: 'staff', action: 'Grant with conditions', note: true },
      { to: 'denied', by: 'staff', action: 'Deny', note: true },
      { to: 'cancelled', by: 'student', action: 'Cancel appeal' },
    ],
    grantedAdmin: [{ to: 'grantedSignature', by: 'staff', action: 'Approve conditions' }],
    grantedSignature: [{ to: 'grantedConditions', by: 'student', action: 'Sign conditions', signature: true }],
    grantedConditions: [
      { to: 'approved', by: 'staff', action: 'Conditions met' },
      { to: 'notApproved', by: 'staff', action: 'Conditions not met', note: true },
    ],
  },
};

export const REQUEST_FLOWS = { standard: STANDARD_FLOW, transcript: TRANSCRIPT_FLOW, appeal: APPEAL_FLOW } as const;

/** The move from one status to another by this side, if the flow allows it. */
export const moveOf = (flow: RequestFlow, from: string, to: string, by: RequestActor): RequestMove | undefined =>
  flow.moves[from]?.find((m) => m.to === to && m.by === by);

/** What this side may do with a request in this status. */
export const movesFrom = (flow: RequestFlow, from: string, by: RequestActor): readonly RequestMove[] =>
  (flow.moves[from] ?? []).filter((m) => m.by === by);

export const flowStatusLabel = (flow: RequestFlow, status: string) =>
  flow.statuses.find((s) => s.value === status)?.label ?? status;

/** The refusal of a move the table does not hold, naming both statuses. */
export const moveRefusal = (flow: RequestFlow, from: string, to: string) =>
  `A request that is ${flowStatusLabel(flow, from)} cannot become ${flowStatusLabel(flow, to)}`;
