import { changedList, quoted, type ChangeDescriber, type ChangeKind, type Describers } from '../kit/changes.js';
import { documentDescriber } from '../kit/documentChanges.js';
import { LEAD_NOTE_KINDS } from './lead.js';

/**
 * The lead's activity log in words (kit/changes.ts): one describer per audited entity of the lead. Lead status
 * ids are not control-table rows: the server names them before describing (leadStatusName).
 */

const REF = { kind: 'ref' } as const;
/** The lead's own fields as its forms name them. */
const LEAD_FIELDS = {
  statusId: { label: 'Status' },
  semesterId: { label: 'Semester', ...REF },
  sourceId: { label: 'Source', ...REF },
  highestDegreeId: { label: 'Highest Degree', ...REF },
  courseId: { label: 'Course', ...REF },
  campusId: { label: 'Campus', ...REF },
  countryId: { label: 'Country', ...REF },
  stateId: { label: 'State', ...REF },
  nationalityId: { label: 'Nationality', ...REF },
  representativeId: { label: 'Representative', kind: 'user' },
  reason: { label: 'Reason', kind: 'long' },
  note: { label: 'Note', kind: 'long' },
  fileId: { label: 'File', kind: 'file' },
  zip: { label: 'Zip Code' },
  closedBy: { kind: 'hidden' },
  closedAt: { kind: 'hidden' },
} as const;

const LEAD_SENTENCES: Record<string, string> = {
  create: 'created the lead',
  updateProfile: 'updated the lead profile',
  updateMoreInfo: 'updated the lead details',
  updateAddress: 'updated the lead address',
  bulkUpdate: 'updated the lead (bulk update)',
  close: 'closed the lead',
  reopen: 'reopened the lead',
  delete: 'deleted the lead',
  restore: 'restored the lead',
};

export const LEAD_DESCRIBER: ChangeDescriber = {
  fields: LEAD_FIELDS,
  sentence(c) {
    if (c.action === 'changeStatus') {
      const from = c.show('statusId', 'before');
      const to = c.show('statusId', 'after');
      return from
        ? `changed the lead status from ${from} to ${to ?? 'none'}`
        : `set the lead status to ${to ?? 'none'}`;
    }
    if (c.action === 'deferSemester')
      return `deferred the lead's semester from ${c.show('semesterId', 'before') ?? 'none'} to ${c.show('semesterId', 'after') ?? 'none'}`;
    if (c.action === 'assignRep') {
      const to = c.show('representativeId', 'after');
      return to ? `assigned the lead to ${to}` : 'removed the lead’s representative';
    }
    const words = LEAD_SENTENCES[c.action];
    if (c.action === 'create') return words;
    return `${words ?? c.action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}${changedList(c)}`;
  },
};

const noteTab = (kind: unknown) => LEAD_NOTE_KINDS.find((k) => k.kind === kind)?.title ?? 'Notes';
export const LEAD_NOTE_DESCRIBER: ChangeDescriber = {
  fields: { kind: { kind: 'hidden' }, subject: { label: 'Subject' }, note: { label: 'Note', kind: 'long' } },
  sentence(c) {
    const tab = noteTab(c.after.kind ?? c.before.kind);
    const subject = c.show('subject') ? ` ${quoted(c.show('subject'))}` : '';
    if (c.action === 'create') return `added a note${subject} to ${tab}`;
    if (c.action === 'delete') return `deleted a note${subject} from ${tab}`;
    return `edited a note${subject} in ${tab}`;
  },
};

export const LEAD_DOCUMENT_DESCRIBER = documentDescriber({
  fields: { typeId: { label: 'Document Type', kind: 'ref' } },
  filedAs: (c) => {
    const type = c.show('typeId', 'after');
    return type ? ` as ${type}` : '';
  },
});

export const LEAD_DESCRIBERS: Describers = {
  lead: LEAD_DESCRIBER,
  leadNote: LEAD_NOTE_DESCRIBER,
  leadDocument: LEAD_DOCUMENT_DESCRIBER,
};

/** What the lead's log can be filtered by. */
export const LEAD_ACTIVITY_KINDS: readonly ChangeKind[] = [
  {
    value: 'status',
    label: 'Status changes',
    match: [{ entity: 'lead', actions: ['changeStatus', 'close', 'reopen', 'deferSemester'] }],
  },
  {
    value: 'record',
    label: 'Lead details',
    match: [{ entity: 'lead', notActions: ['changeStatus', 'close', 'reopen', 'deferSemester'] }],
  },
  { value: 'notes', label: 'Notes', match: [{ entity: 'leadNote' }] },
  { value: 'documents', label: 'Documents', match: [{ entity: 'leadDocument' }] },
];
