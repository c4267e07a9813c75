import { Checkbox, Form, Input, Typography } from 'antd';
import { APPLICATION_TOASTS, applicationAddressInput } from '@caduceus/contracts';
import { LookupSelect } from '../../../../../components/LookupSelect';
import type { LeadTabProps } from '../registry';
import { useApplicationAddress, useSaveAddress } from './api';
import { StepForm } from './StepForm';
import { useStepForm } from './stepForm';

function AddressFields({ prefix, disabled }: { prefix: 'permanent' | 'mailing'; disabled: boolean }) {
  const country = Form.useWatch([prefix, 'countryId']) as number | undefined;
  return (
    <>
      <Form.Item name={[prefix, 'address1']} label="Address Line 1" required>
        <Input disabled={disabled} autoFocus={prefix === 'permanent'} />
      </Form.Item>
      <Form.Item name={[prefix, 'address2']} label="Address Line 2">
        <Input disabled={disabled} />
      </Form.Item>
      <Form.Item name={[prefix, 'city']} label="City" required>
        <Input disabled={disabled} />
      </Form.Item>
      <Form.Item name={[prefix, 'countryId']} label="Country" required>
        <LookupSelect table="country" disabled={disabled} />
      </Form.Item>
      <Form.Item name={[prefix, 'stateId']} label="State">
        <LookupSelect table="state" filter={{ country }} disabled={disabled || !country} />
      </Form.Item>
      <Form.Item name={[prefix, 'zip']} label="Zip Code" required>
        <Input disabled={disabled} />
      </Form.Item>
    </>
  );
}

/** Step 1: the applicant's permanent and mailing address. */
export default function AddressStep({ leadId, header, readOnly }: LeadTabProps) {
  const q = useApplicationAddress(leadId);
  const save = useSaveAddress(leadId);
  const step = useStepForm(applicationAddressInput, {
    ok: APPLICATION_TOASTS.addressSaved,
    failed: APPLICATION_TOASTS.addressFailed,
  });
  const same = Form.useWatch('mailingSameAsPermanent', step.form) as boolean | undefined;
  return (
    <StepForm
      leadId={leadId}
      header={header}
      readOnly={readOnly}
      current="applicationAddress"
      query={q}
      step={step}
      style={{ maxWidth: 640 }}
      initialValues={(v) => v.data ?? { mailingSameAsPermanent: true }}
      onFinish={step.submit(
        (all) => ({ ...all, mailing: all.mailingSameAsPermanent ? null : all.mailing }),
        (d) => save.mutateAsync(d),
      )}
    >
      {(_, disabled) => (
        <>
          <Typography.Title level={5}>Permanent Address</Typography.Title>
          <AddressFields prefix="permanent" disabled={disabled} />
          <Form.Item name="mailingSameAsPermanent" valuePropName="checked">
            <Checkbox>Mailing address is the same as the permanent address</Checkbox>
          </Form.Item>
          {same === false && (
            <>
              <Typography.Title level={5}>Mailing Address</Typography.Title>
              <AddressFields prefix="mailing" disabled={disabled} />
            </>
          )}
        </>
      )}
    </StepForm>
  );
}
