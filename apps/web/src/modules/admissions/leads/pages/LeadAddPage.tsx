import { LEAD_LINK, LEAD_TOASTS, leadCreateInput, leadTabUrl } from '@caduceus/contracts';
import { RecordAddPage } from '../../../../components/records/AddPage';
import { useCreateLead } from '../api';
import { LeadPersonFields, LeadProgramFields } from '../components/LeadFields';
import { DuplicateCheckAlert } from '../../admin/duplicates/DuplicateCheckAlert';
import { useDuplicateConfirm } from '../../admin/duplicates/useDuplicateConfirm';

/**
 * /lead/list/add: the person and the program of a new lead (contracts' leadCreateInput, checked here
 * and on the server). A new lead opens on its profile. Values that match existing leads (the duplicate rules)
 * are warned of while typing and again before saving, with links to those leads; "Save anyway" adds it.
 */
export default function LeadAddPage() {
  const create = useCreateLead();
  const duplicates = useDuplicateConfirm();
  return (
    <>
      <RecordAddPage
        listLink={LEAD_LINK}
        noun="Lead"
        subtitle="A prospective student: who they are and what they are interested in"
        schema={leadCreateInput}
        create={(values) => create.mutateAsync(values)}
        toasts={{ ok: LEAD_TOASTS.added, failed: LEAD_TOASTS.addFailed }}
        openUrl={(lead) => leadTabUrl('profile', lead.id)}
        before={<DuplicateCheckAlert />}
        confirm={duplicates.confirm}
        sections={(f) => [
          { title: 'Personal details', content: <LeadPersonFields required={f.required} autoFocus /> },
          { title: 'Program', content: <LeadProgramFields required={f.required} newLead /> },
        ]}
      />
      {duplicates.modal}
    </>
  );
}
