import { Flex } from 'antd';
import { LEAD_TOASTS, leadMoreInfoInput, leadProfileInput, type LeadRecord, formatPhone } from '@caduceus/contracts';
import { EditableCard, valuesOf, type ViewItem } from '../../../../components/EditableCard';
import { formatDate } from '../../../../components/format';
import { QueryState } from '../../../../components/QueryState';
import { useLeadRecord, useSaveLeadMoreInfo, useSaveLeadProfile } from '../api';
import { LeadMoreInfoFields, LeadPersonFields, LeadProgramFields } from '../components/LeadFields';
import type { LeadTabProps } from './registry';

const profileView = (r: LeadRecord, repName: string | null): ViewItem[] => [
  { label: 'First Name', value: r.firstName },
  { label: 'Middle Name', value: r.middleName },
  { label: 'Last Name', value: r.lastName },
  { label: 'Email', value: r.email },
  { label: 'Phone', value: formatPhone(r.phone) },
  { label: 'Date of Birth', value: formatDate(r.dateOfBirth) },
  { label: 'Birth Country', value: r.labels.birthCountryId },
  { label: 'Program', value: r.labels.courseId },
  { label: 'Campus', value: r.labels.campusId },
  { label: 'Semester', value: r.labels.semesterId },
  { label: 'Source', value: r.labels.sourceId },
  { label: 'Representative', value: repName },
];
const moreInfoView = (r: LeadRecord): ViewItem[] => [
  { label: 'Gender', value: r.gender },
  { label: 'Nationality', value: r.labels.nationalityId },
  { label: 'Alternate Phone', value: formatPhone(r.alternatePhone) },
  { label: 'Highest Degree', value: r.labels.highestDegreeId },
  { label: 'Immigration Required', value: r.immigrationRequired ? 'Yes' : 'No' },
];

/** The profile tab: who the lead is and what they are interested in, then the more-info part. */
export default function ProfileTab({ leadId, header, readOnly }: LeadTabProps) {
  const record = useLeadRecord(leadId);
  const saveProfile = useSaveLeadProfile(leadId);
  const saveMore = useSaveLeadMoreInfo(leadId);
  return (
    <QueryState query={record}>
      {(r) => {
        // the header names the representative when the record's labels do not
        const labels = { ...r.labels, representativeId: r.labels.representativeId ?? header.representativeName };
        return (
          <Flex vertical gap={16}>
            <EditableCard
              title="Profile"
              schema={leadProfileInput}
              initial={valuesOf(r, leadProfileInput)}
              readOnly={readOnly}
              view={profileView(r, labels.representativeId)}
              fields={(f) => (
                <>
                  <LeadPersonFields required={f.required} labels={labels} autoFocus />
                  <LeadProgramFields required={f.required} labels={labels} />
                </>
              )}
              onSave={(data) => saveProfile.mutateAsync(data)}
              toasts={{ ok: LEAD_TOASTS.updated, failed: LEAD_TOASTS.updateFailed }}
            />
            <EditableCard
              title="More Info"
              schema={leadMoreInfoInput}
              initial={valuesOf(r, leadMoreInfoInput)}
              readOnly={readOnly}
              view={moreInfoView(r)}
              fields={(f) => <LeadMoreInfoFields required={f.required} labels={r.labels} autoFocus />}
              onSave={(data) => saveMore.mutateAsync(data)}
              toasts={{ ok: LEAD_TOASTS.moreInfoSaved, failed: LEAD_TOASTS.moreInfoFailed }}
            />
          </Flex>
        );
      }}
    </QueryState>
  );
}
