import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { APPLICATION_TOASTS, applicationAddressInput } from '@caduceus/contracts';
import { LookupSelect } from '../../../../../components/LookupSelect';
import { FormError } from '../../../../../components/FormError';
import { QueryState } from '../../../../../components/QueryState';
import type { LeadTabProps } from '../registry';
import { useApplicationAddress, useSaveAddress } from './api';
import { StepLayout } from './StepLayout';
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
  const { form, formError, saving, submit } = useStepForm(applicationAddressInput, {
    ok: APPLICATION_TOASTS.addressSaved,
    failed: APPLICATION_TOASTS.addressFailed,
  });
  const same = Form.useWatch('mailingSameAsPermanent', form) as boolean | undefined;
  return (
    <QueryState query={q}>
      {(v) => {
        const disabled = readOnly || v.locked;
        return (
          <StepLayout
            leadId={leadId}
            current="applicationAddress"
            tabs={header.tabs}
            savedAt={v.savedAt}
            savedByName={v.savedByName}
          >
            <Form
              form={form}
              layout="vertical"
              disabled={disabled}
              style={{ maxWidth: 640 }}
              initialValues={v.data ?? { mailingSameAsPermanent: true }}
              onFinish={submit(
                (all) => ({ ...all, mailing: all.mailingSameAsPermanent ? null : all.mailing }),
                (d) => save.mutateAsync(d),
              )}
            >
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
              <FormError message={formError} />
              {!disabled && (
                <Button type="primary" htmlType="submit" loading={saving}>
                  Save
                </Button>
              )}
            </Form>
          </StepLayout>
        );
      }}
    </QueryState>
  );
}
