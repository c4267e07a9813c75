import { Link } from 'react-router';
import { Alert, Button, Card, Flex, Form, Select, Table, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import {
  LEAD_STATUS,
  LEAD_STATUS_OPTIONS,
  LEAD_TOASTS,
  leadBulkUpdateInput,
  leadTabUrl,
  type LeadBulkResult,
} from '@caduceus/contracts';
import { UserSelect } from '../../../../components/UserSelect';
import { EmptyState } from '../../../../components/QueryState';
import { FormError } from '../../../../components/FormError';
import { plural } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { useLeadBulk } from '../../leads/api';

/** Student (10) is reached only by migrating a lead. */
const STATUS_CHOICES = LEAD_STATUS_OPTIONS.filter((o) => o.value !== LEAD_STATUS.student);

/** Step 2: the status and/or representative to set on the chosen leads. */
export function UpdateStep({
  ids,
  onBack,
  onDone,
}: {
  ids: number[];
  onBack: () => void;
  onDone: (r: LeadBulkResult) => void;
}) {
  const { update } = useLeadBulk();
  const f = useZodForm(leadBulkUpdateInput, { toInput: (v) => ({ ...v, leadIds: ids }) });
  const onSubmit = f.submit(async (body) => {
    let res: LeadBulkResult | undefined;
    await saveWithToasts(
      async () => {
        res = await update.mutateAsync(body);
      },
      { ok: LEAD_TOASTS.bulkUpdated, failed: LEAD_TOASTS.bulkUpdateFailed },
    );
    if (res) onDone(res);
  });
  return (
    <Card title={<h2 className="card-h2">Set status and representative for {plural(ids.length, 'lead')}</h2>}>
      <Typography.Paragraph type="secondary">
        Choose a status, a representative or both. A status is applied only where the lead may move to it from its
        current status; closed leads are left alone.
      </Typography.Paragraph>
      <Form {...f.formProps} layout="vertical" onFinish={() => void onSubmit()} style={{ maxWidth: 480 }}>
        <FormError message={f.formError} />
        <Form.Item name="statusId" label="Status">
          <Select
            id="bulk-update-statusId"
            aria-label="Status"
            options={STATUS_CHOICES}
            allowClear
            placeholder="Keep each lead's status"
          />
        </Form.Item>
        <Form.Item name="representativeId" label="Representative">
          <UserSelect
            id="bulk-update-representativeId"
            aria-label="Representative"
            placeholder="Keep each lead's representative"
          />
        </Form.Item>
        <Flex gap={8}>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
            Back to the leads
          </Button>
          <Button type="primary" htmlType="submit" icon={<CheckOutlined />} loading={f.submitting}>
            Update
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

/** What the update did: how many leads changed, and each skipped lead with the reason. */
export function ResultStep({ result, onAgain }: { result: LeadBulkResult; onAgain: () => void }) {
  return (
    <Card title={<h2 className="card-h2">Result</h2>}>
      <Alert
        type={result.skipped.length ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 12 }}
        title={`${plural(result.updated, 'lead')} updated${result.skipped.length ? `, ${result.skipped.length} skipped` : ''}`}
      />
      {result.skipped.length > 0 ? (
        <Table<LeadBulkResult['skipped'][number]>
          aria-label="Skipped leads"
          rowKey="id"
          size="small"
          dataSource={result.skipped}
          pagination={{ pageSize: 25, hideOnSinglePage: true }}
          columns={[
            {
              title: 'Lead ID',
              dataIndex: 'id',
              key: 'id',
              width: 120,
              render: (id: number) => <Link to={leadTabUrl('profile', id)}>{id}</Link>,
            },
            { title: 'Why it was skipped', dataIndex: 'reason', key: 'reason' },
          ]}
        />
      ) : (
        <EmptyState text="No lead was skipped" />
      )}
      <Button type="primary" onClick={onAgain} style={{ marginTop: 12 }}>
        Start a new bulk update
      </Button>
    </Card>
  );
}
