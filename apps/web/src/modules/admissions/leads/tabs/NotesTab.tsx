import { LEAD_NOTE_KINDS, LEAD_TOASTS, type LeadNoteKind } from '@caduceus/contracts';
import { RecordNotesTab } from '../../../../components/records/NotesTab';
import { LEAD_PATHS, useAddLeadNote } from '../api';
import type { LeadTabProps } from './registry';

type Kind = (typeof LEAD_NOTE_KINDS)[number];
const kindOf = (k: LeadNoteKind): Kind => LEAD_NOTE_KINDS.find((x) => x.kind === k)!;

/** Notes or phone notes of the lead, newest first; staff with the write right add one (an open lead). */
function NotesTab({ kind, leadId, readOnly }: LeadTabProps & { kind: Kind }) {
  const add = useAddLeadNote(leadId, kind.kind);
  return (
    <RecordNotesTab
      kind={kind}
      path={LEAD_PATHS.notes(leadId, kind.kind)}
      canAdd={!readOnly}
      save={(body) => add.mutateAsync(body)}
      toasts={{ added: { ok: LEAD_TOASTS.noteAdded, failed: LEAD_TOASTS.noteFailed } }}
      words={{
        add: `Add ${kind.singular}`,
        one: kind.singular,
        text: kind.kind === 'phone' ? 'What was said' : 'Note',
      }}
    />
  );
}

export const LeadNotesTab = (p: LeadTabProps) => <NotesTab {...p} kind={kindOf('note')} />;
export const LeadPhoneNotesTab = (p: LeadTabProps) => <NotesTab {...p} kind={kindOf('phone')} />;
export default LeadNotesTab;
