import type { ReactNode } from 'react';
import { Checkbox, Col, Form, Row } from 'antd';
import { CONTACT_RELATIONS, CONTACT_TOASTS, studentContactInput, type StudentContact } from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { useFormDialog } from '../../../../components/useFormDialog';
import type { useZodForm } from '../../../../components/useZodForm';
import { AddressFields, HALF_COL, SelectField, TextField } from '../../../../components/records/fields';
import { useContactMutations } from './api';

interface Props {
  studentId: number;
  open: boolean;
  /** the contact being edited; null adds one */
  contact: StudentContact | null;
  /** the contact that is the billing contact now (to say who gives the flag up) */
  billingHolder: StudentContact | null;
  onClose: () => void;
}

const RELATIONS = CONTACT_RELATIONS.map((r) => ({ value: r, label: r }));
const BILLING_ADDRESS = new Set(['address1', 'city', 'countryId', 'zip']);

/** Add or edit a contact; ticking "billing contact" asks for a full address and takes the flag from the current holder. */
export function ContactFormModal({ studentId, open, contact, billingHolder, onClose }: Props) {
  const { create, update } = useContactMutations(studentId);
  const f = useFormDialog(studentContactInput, {
    open,
    onClose,
    // a refetch of the open contact must not wipe what the user typed: start again on another contact only
    source: contact?.id ?? null,
    values: () =>
      contact
        ? {
            name: contact.name,
            relation: contact.relation,
            email: contact.email,
            phone: contact.phone,
            alternatePhone: contact.alternatePhone ?? '',
            address1: contact.address1 ?? '',
            address2: contact.address2 ?? '',
            city: contact.city ?? '',
            stateId: contact.stateId,
            countryId: contact.countryId,
            zip: contact.zip ?? '',
            isBillingContact: contact.isBillingContact,
          }
        : { isBillingContact: false },
    save: (body) => (contact ? update.mutateAsync({ id: contact.id, body }) : create.mutateAsync(body)),
    toasts: contact
      ? { ok: CONTACT_TOASTS.updated, failed: CONTACT_TOASTS.updateFailed }
      : { ok: CONTACT_TOASTS.added, failed: CONTACT_TOASTS.addFailed },
  });
  const isBilling = Form.useWatch('isBillingContact', f.form) as boolean | undefined;

  const takesOver = isBilling && billingHolder && billingHolder.id !== contact?.id;
  return (
    <FormModal
      {...f.shell}
      title={contact ? `Edit contact: ${contact.name}` : 'Add contact'}
      okText={contact ? 'Save' : 'Add'}
      width={760}
    >
      <ContactFields
        f={f}
        isBilling={!!isBilling}
        labels={{ stateId: contact?.stateLabel ?? null, countryId: contact?.countryLabel ?? null }}
        autoFocus
        billingBox={
          <Form.Item
            name="isBillingContact"
            label={<span aria-hidden="true">&nbsp;</span>}
            colon={false}
            valuePropName="checked"
            extra={
              takesOver
                ? `${billingHolder.name} will no longer be the billing contact.`
                : 'Invoices and statements go to the billing contact.'
            }
          >
            <Checkbox>Billing contact</Checkbox>
          </Form.Item>
        }
      />
    </FormModal>
  );
}

/**
 * A contact's fields (name, relation, email, phones, address): the student's contact form and the lead's
 * billing contact. A billing contact needs its address (`isBilling` marks those fields required).
 */
export function ContactFields({
  f,
  isBilling,
  labels,
  autoFocus,
  billingBox,
}: {
  f: ReturnType<typeof useZodForm>;
  isBilling: boolean;
  labels: Record<string, string | null>;
  autoFocus?: boolean;
  billingBox?: ReactNode;
}) {
  const required = (name: string) => f.required(name) || (isBilling && BILLING_ADDRESS.has(name));
  return (
    <>
      <Row gutter={16}>
        <TextField name="name" label="Name" required={required('name')} max={120} autoFocus={autoFocus} wide />
        <SelectField
          name="relation"
          label="Relation"
          required={required('relation')}
          options={RELATIONS}
          placeholder="Choose relation"
          allowClear={false}
          wide
        />
        <TextField name="email" label="Email" required={required('email')} type="email" max={254} wide />
        <TextField name="phone" label="Phone" required={required('phone')} type="tel" max={20} wide />
        <TextField name="alternatePhone" label="Alternate Phone" type="tel" max={20} wide />
        {billingBox && <Col {...HALF_COL}>{billingBox}</Col>}
      </Row>
      <AddressFields required={required} labels={labels} form={f.form} />
    </>
  );
}
