import { useEffect, useRef, type ReactNode } from 'react';
import { Checkbox, Col, Form, Row } from 'antd';
import { CONTACT_RELATIONS, CONTACT_TOASTS, studentContactInput, type StudentContact } from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
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
  const f = useZodForm(studentContactInput);
  const { reset } = f;
  const isBilling = Form.useWatch('isBillingContact', f.form) as boolean | undefined;
  const latest = useRef(contact);
  latest.current = contact;
  const contactId = contact?.id ?? null;

  useEffect(() => {
    if (!open) return;
    const c = latest.current;
    reset(
      c
        ? {
            name: c.name,
            relation: c.relation,
            email: c.email,
            phone: c.phone,
            alternatePhone: c.alternatePhone ?? '',
            address1: c.address1 ?? '',
            address2: c.address2 ?? '',
            city: c.city ?? '',
            stateId: c.stateId,
            countryId: c.countryId,
            zip: c.zip ?? '',
            isBillingContact: c.isBillingContact,
          }
        : { isBillingContact: false },
    );
  }, [open, contactId, reset]);

  const onSubmit = f.submit(async (values) => {
    await saveWithToasts(
      async () => {
        if (contact) await update.mutateAsync({ id: contact.id, body: values });
        else await create.mutateAsync(values);
      },
      contact
        ? { ok: CONTACT_TOASTS.updated, failed: CONTACT_TOASTS.updateFailed }
        : { ok: CONTACT_TOASTS.added, failed: CONTACT_TOASTS.addFailed },
    );
    onClose();
  });

  const takesOver = isBilling && billingHolder && billingHolder.id !== contact?.id;
  return (
    <FormModal
      open={open}
      title={contact ? `Edit contact: ${contact.name}` : 'Add contact'}
      okText={contact ? 'Save' : 'Add'}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
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
