import { Col, DatePicker, Form, Input, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FAIR_TOASTS, fairInput, type Fair } from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { LookupSelect } from '../../../../components/LookupSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useCreateFair, useUpdateFair } from '../api';

const WIRE = 'YYYY-MM-DD';
const SHOWN = 'MM/DD/YYYY';

/** Add or edit a college fair. */
export function FairFormModal({ open, fair, onClose }: { open: boolean; fair: Fair | null; onClose: () => void }) {
  const create = useCreateFair();
  const update = useUpdateFair();
  const f = useFormDialog(fairInput, {
    open,
    onClose,
    // keyed on the id: a refetch of the same fair must not wipe what was typed
    source: fair?.id ?? null,
    values: () =>
      fair
        ? {
            name: fair.name,
            fairDate: fair.fairDate,
            city: fair.city ?? '',
            country: fair.country ?? undefined,
            organiser: fair.organiser ?? '',
            notes: fair.notes ?? '',
            active: fair.active,
          }
        : { active: true },
    save: (values) => (fair ? update.mutateAsync({ id: fair.id, ...values }) : create.mutateAsync(values)),
    toasts: fair
      ? { ok: FAIR_TOASTS.updated, failed: FAIR_TOASTS.updateFailed }
      : { ok: FAIR_TOASTS.added, failed: FAIR_TOASTS.addFailed },
  });

  return (
    <FormModal
      title={fair ? `Edit fair: ${fair.name}` : 'Add fair'}
      okText={fair ? 'Save' : 'Add'}
      {...f.shell}
      width={640}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="name" label="Fair Name" required={f.required('name')}>
            <Input name="name" maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="fairDate"
            label="Fair Date"
            required={f.required('fairDate')}
            getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format(WIRE) : null)}
          >
            <DatePicker format={SHOWN} placeholder={SHOWN} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="city" label="Location">
            <Input name="city" maxLength={200} autoComplete="off" placeholder="City or venue" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="country" label="Country">
            <LookupSelect table="country" placeholder="Choose country" currentLabel={fair?.countryLabel} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="organiser" label="Organiser">
            <Input name="organiser" maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="notes" label="Notes">
            <Input.TextArea name="notes" rows={3} showCount maxLength={2000} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
