import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Space, Steps, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { z } from 'zod';
import { api, useApiMutation } from '../../../app/api';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable, type FilterDef } from '../../../components/DataTable';
import type { ZodForm } from '../../../components/EditableCard';
import { FormError } from '../../../components/FormError';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useLookups } from '../../../components/useLookup';
import { useZodForm } from '../../../components/useZodForm';
import { studentsText } from './bulkSummary';

type Values = Record<string, unknown>;

export interface BulkStudentUpdateProps<Row extends { id: number }> {
  /** what is set, as the heading says it: "financial status" */
  subject: string;
  /** step 1: the students' list endpoint, its columns and filters (the chosen rows are kept across pages and filters) */
  path: string;
  columns: ColumnsType<Row>;
  /** the columns of what is set, always shown in step 1 */
  pinned?: readonly string[];
  filters: FilterDef[];
  /** step 2: the request's schema (with studentIds; the chosen students are added before it checks), the form's fields and starting values */
  schema: z.ZodType;
  fields: (f: ZodForm) => ReactNode;
  initial?: Values;
  /** the question before the change, from the form's current values */
  confirm: (values: Values, count: number) => { title: string; description?: ReactNode };
  /** where the change is posted ({ studentIds, ...values }), and the spec's toasts */
  endpoint: string;
  toasts: { updated: string; failed: string };
}

/** The status and campus filters every first step offers. */
export function useStudentFilters(): FilterDef[] {
  const [statuses, campuses] = useLookups(['student-status', 'campus']);
  return useMemo(
    () => [
      {
        name: 'statusId',
        label: 'Status',
        options: (statuses.data?.items ?? []).map((i) => ({ label: i.label, value: String(i.value) })),
      },
      {
        name: 'campusId',
        label: 'Campus',
        options: (campuses.data?.items ?? []).map((i) => ({ label: i.label, value: String(i.value) })),
      },
    ],
    [statuses.data, campuses.data],
  );
}

/** A fixed option list as a list filter. */
export const optionFilter = (
  name: string,
  label: string,
  options: readonly { value: string | number; label: string }[],
): FilterDef => ({ name, label, options: options.map((o) => ({ label: o.label, value: String(o.value) })) });

/**
 * The accounting settings' bulk updates (spec 002: a client-side selection with a step-2 flag): step 1
 * chooses students (filters, search, check boxes kept across pages), step 2 sets the values and confirms.
 * The server changes all chosen students or none; its field errors land on the form.
 */
export function BulkStudentUpdate<Row extends { id: number }>(props: BulkStudentUpdateProps<Row>) {
  const { subject, path, columns, pinned, filters, schema, fields, initial, confirm, endpoint, toasts } = props;
  const [chosen, setChosen] = useState<number[]>([]);
  const [stepTwo, setStepTwo] = useState(false);
  const toInput = useCallback((values: Values) => ({ ...values, studentIds: chosen }), [chosen]);
  const f = useZodForm(schema, { toInput });
  const values = (Form.useWatch((v: Values) => v, f.form) ?? {}) as Values;
  const save = useApiMutation((body: unknown) => api.post<{ updated: number }>(endpoint, body), {
    invalidate: ['/api/students'],
    errorToast: false,
  });
  const question = confirm(values, chosen.length);

  const onUpdate = f.submit(async (data) => {
    await saveWithToasts(() => save.mutateAsync(data), { ok: toasts.updated, failed: toasts.failed });
    setChosen([]);
    setStepTwo(false);
    f.reset(initial);
  });

  return (
    <section aria-label={`Bulk update of the ${subject}`}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        Bulk update: {subject}
      </Typography.Title>
      <Steps
        size="small"
        current={stepTwo ? 1 : 0}
        style={{ marginBottom: 16 }}
        items={[{ title: 'Choose students' }, { title: `Set the ${subject}` }]}
      />
      {!stepTwo ? (
        <DataTable<Row>
          path={path}
          label="Students to update"
          columns={columns}
          pinnedColumns={pinned}
          rowKey="id"
          filters={filters}
          search="Search by id, name or email"
          prefix="bulk"
          emptyText="No students match these filters"
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen(keys.map(Number)),
          }}
          toolbar={
            <Space>
              <span aria-live="polite">{chosen.length} chosen</span>
              {chosen.length > 0 && <Button onClick={() => setChosen([])}>Clear</Button>}
              <Button
                type="primary"
                disabled={!chosen.length}
                onClick={() => {
                  f.reset(initial);
                  setStepTwo(true);
                }}
              >
                Next
              </Button>
            </Space>
          }
        />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 720 }}>
          <Alert type="info" showIcon title={`${studentsText(chosen.length)} chosen`} />
          <Form {...f.formProps} aria-label={`New ${subject}`} onFinish={() => void onUpdate()}>
            <FormError message={f.formError} />
            {fields(f as ZodForm)}
          </Form>
          <Flex gap={8}>
            <Button onClick={() => setStepTwo(false)}>Back</Button>
            <ConfirmAction
              type="primary"
              size="middle"
              title={question.title}
              description={question.description}
              onConfirm={onUpdate}
            >
              Update
            </ConfirmAction>
          </Flex>
        </Flex>
      )}
    </section>
  );
}
