import { Alert, Button, Card, Descriptions, Flex, Form, Input, Select } from 'antd';
import type { ColumnType } from 'antd/es/table';
import {
  DEFERMENT_TOASTS,
  defermentInput,
  formatDate,
  type Deferment,
  type DefermentOptions,
} from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { FormError } from '../../../../components/FormError';
import { QueryState } from '../../../../components/QueryState';
import { changeColumns as c } from '../../../../components/records/ChangeLogTab';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import type { StudentTabProps } from '../registry';
import { HISTORY_PATHS, useDefer, useDefermentOptions } from './api';

const columns: ColumnType<Deferment>[] = [
  c.when('Requested on', 'requestedAt', 150),
  c.value('From', 'fromSemesterName'),
  c.value('To', 'toSemesterName'),
  c.text('Reason', 'reason'),
  c.by('requestedByName'),
];

/** The request: a later semester that has not started, and why. */
function DeferForm({ studentId, options }: { studentId: number; options: DefermentOptions }) {
  const defer = useDefer(studentId);
  const f = useZodForm(defermentInput);
  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(() => defer.mutateAsync(body), {
      ok: DEFERMENT_TOASTS.deferred,
      failed: DEFERMENT_TOASTS.failed,
    });
    f.reset();
  });
  if (!options.semesters.length)
    return <Alert type="info" showIcon title="There is no later semester to defer to yet." />;
  return (
    <Form {...f.formProps} onFinish={() => void onSubmit()} aria-label="Defer my start" style={{ maxWidth: 560 }}>
      <FormError message={f.formError} />
      <Form.Item name="toSemesterId" label="Defer to semester" required={f.required('toSemesterId')}>
        <Select
          id="toSemesterId"
          placeholder="Choose a semester"
          options={options.semesters.map((s) => ({
            value: s.value,
            label: `${s.label} (starts ${formatDate(s.startDate)})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="reason" label="Reason" required={f.required('reason')}>
        <Input.TextArea id="reason" rows={4} maxLength={1000} showCount />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={f.submitting}>
          Defer Semester
        </Button>
      </Flex>
    </Form>
  );
}

/** Semester deferment (the student's own tab): move the start to a later semester; the log lists every deferment. */
export default function SemesterDefermentTab({ studentId, readOnly }: StudentTabProps) {
  const options = useDefermentOptions(studentId);
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 className="card-h2">Semester Deferment</h2>}>
        <QueryState query={options}>
          {(o) => (
            <>
              <Descriptions
                size="small"
                column={1}
                style={{ marginBottom: 16 }}
                items={[
                  {
                    key: 'current',
                    label: 'Current start semester',
                    children: o.currentSemesterName
                      ? `${o.currentSemesterName}${o.currentStartDate ? ` (starts ${formatDate(o.currentStartDate)})` : ''}`
                      : 'Not set',
                  },
                ]}
              />
              {!readOnly && <DeferForm studentId={studentId} options={o} />}
            </>
          )}
        </QueryState>
      </Card>
      <Card title={<h2 className="card-h2">Deferment Log</h2>}>
        <DataTable<Deferment>
          path={HISTORY_PATHS.deferments(studentId)}
          columns={columns}
          rowKey="id"
          label="Deferment log"
          search={false}
          emptyText="No deferments yet"
        />
      </Card>
    </Flex>
  );
}
