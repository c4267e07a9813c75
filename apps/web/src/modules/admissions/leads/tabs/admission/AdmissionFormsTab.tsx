import { Link } from 'react-router';
import { Alert, Flex } from 'antd';
import {
  CONTACT_TOASTS,
  billingInfoInput,
  formatPhone,
  studentContactInput,
  type LeadBillingContact,
} from '@caduceus/contracts';
import type { Rights } from '../../../../../app/rights';
import { EditableCard, valuesOf, type ViewItem } from '../../../../../components/EditableCard';
import { QueryState } from '../../../../../components/QueryState';
import { formatDateTime } from '../../../../../components/format';
import { AdmissionFormsPanel } from '../../../../students';
import { BillingFields, EducationCard, billingView } from '../../../../students';
import { ContactFields } from '../../../../students';
import type { LeadTabProps } from '../registry';
import { LEAD_ADMISSION_PATHS, useLeadAdmissionForms, useLeadBilling, useLeadBillingWrites } from './api';

const contactView = (c: LeadBillingContact | null): ViewItem[] =>
  c
    ? [
        { label: 'Name', value: `${c.name} (${c.relation})` },
        { label: 'Email', value: c.email },
        {
          label: 'Phone',
          value: [formatPhone(c.phone), c.alternatePhone && formatPhone(c.alternatePhone)].filter(Boolean).join(', '),
        },
        {
          label: 'Address',
          value: [c.address1, c.address2, c.city, c.stateLabel, c.zip, c.countryLabel].filter(Boolean).join(', '),
        },
        {
          label: 'Last changed',
          value: `${formatDateTime(c.updatedAt)}${c.updatedByName ? ` (${c.updatedByName})` : ''}`,
        },
      ]
    : [{ label: 'Billing Contact', value: 'Not recorded yet' }];

/** The billing information, the billing contact and the schools attended (billingContactInfoEducational): the student's forms, kept on the lead. */
function BillingAndEducation({ leadId, readOnly, rights }: { leadId: number; readOnly: boolean; rights: Rights }) {
  const billing = useLeadBilling(leadId);
  const { saveBilling, saveContact } = useLeadBillingWrites(leadId);
  return (
    <QueryState query={billing}>
      {(v) => {
        const locked = readOnly || v.locked;
        const c = v.contact;
        return (
          <Flex vertical gap={16}>
            <EditableCard
              title="Billing Information"
              schema={billingInfoInput}
              readOnly={locked}
              initial={v.billing ? valuesOf(v.billing, billingInfoInput) : { payer: 'Self' }}
              view={billingView(v, 'None (add the billing contact below)')}
              fields={(f) => (
                <BillingFields
                  f={f}
                  labels={{ stateId: v.billing?.stateLabel ?? null, countryId: v.billing?.countryLabel ?? null }}
                />
              )}
              onSave={(data) => saveBilling.mutateAsync(data)}
              toasts={{ ok: CONTACT_TOASTS.billingSaved, failed: CONTACT_TOASTS.billingSaveFailed }}
            />
            <EditableCard
              title="Billing Contact"
              schema={studentContactInput}
              readOnly={locked}
              initial={{ ...(c ? valuesOf(c, studentContactInput) : {}), isBillingContact: true }}
              view={contactView(c)}
              fields={(f) => (
                <ContactFields
                  f={f}
                  isBilling
                  labels={{ stateId: c?.stateLabel ?? null, countryId: c?.countryLabel ?? null }}
                  autoFocus
                />
              )}
              onSave={(data) => saveContact.mutateAsync({ ...data, isBillingContact: true })}
              toasts={
                c
                  ? { ok: CONTACT_TOASTS.updated, failed: CONTACT_TOASTS.updateFailed }
                  : { ok: CONTACT_TOASTS.added, failed: CONTACT_TOASTS.addFailed }
              }
            />
            <EducationCard
              owner={{ leadId }}
              canAdd={!locked && rights.write}
              canEdit={!locked}
              canDelete={!locked && rights.delete}
            />
          </Flex>
        );
      }}
    </QueryState>
  );
}

/**
 * admissionforms of the lead: the student's seven admission forms and three acceptances, filled by staff
 * for the applicant (no emailed code), then the billing and educational information. All of it moves to
 * the student on migration; afterwards it is read only here.
 */
export default function AdmissionFormsTab({ leadId, header, readOnly, rights }: LeadTabProps) {
  const forms = useLeadAdmissionForms(leadId);
  return (
    <Flex vertical gap={16}>
      {header.studentId != null && (
        <Alert
          type="info"
          showIcon
          title="This lead is now a student: these forms were carried to the student record, where they are kept from now on."
          action={<Link to={`/student/details/admissionforms/${header.studentId}`}>Open the student record</Link>}
        />
      )}
      <QueryState query={forms}>
        {(v) => (
          <AdmissionFormsPanel
            formsBase={LEAD_ADMISSION_PATHS.forms(leadId)}
            view={v}
            readOnly={readOnly || v.locked}
          />
        )}
      </QueryState>
      <BillingAndEducation leadId={leadId} readOnly={readOnly} rights={rights} />
    </Flex>
  );
}
