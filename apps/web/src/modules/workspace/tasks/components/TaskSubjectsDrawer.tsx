import { useEffect, useMemo, useState } from 'react';
import { Button, Drawer, Flex, Form, Input, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { rowSchema, TODO_TOASTS } from '@caduceus/contracts';
import { FilterInput } from '../../../../components/FilterInput';
import { FormError } from '../../../../components/FormError';
import { QueryState } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { ActiveTag } from '../../../../components/StatusTag';
import { useZodForm } from '../../../../components/useZodForm';
import { useAddTaskSubject, useTaskSubjects } from '../api';
import { SUBJECT_TABLE, useSubjectRights } from '../subjectRights';
import { NO_FOCUS_RETURN, useFocusReturn } from '../../../../components/formShell';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Task subjects (the control table 'task-subject'): the list, searched, and a quick add for those allowed. */
export function TaskSubjectsDrawer({ open, onClose }: Props) {
  const rights = useSubjectRights();
  const [q, setQ] = useState('');
  const subjects = useTaskSubjects(q, open);
  const add = useAddTaskSubject();
  const schema = useMemo(() => rowSchema(SUBJECT_TABLE), []);
  const f = useZodForm(schema);
  const { reset } = f;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => add.mutateAsync(data as { name: string; description?: string | null }), {
      ok: TODO_TOASTS.subjectAdded,
      failed: TODO_TOASTS.subjectAddFailed,
    });
    reset();
  });

  const returnFocus = useFocusReturn(open);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Task subjects"
      size={480}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
    >
      {rights.write && (
        <section aria-label="Add a task subject" style={{ marginBottom: 16 }}>
          <FormError message={f.formError} />
          <Form {...f.formProps} name="taskSubject" onFinish={() => void onSubmit()}>
            <Form.Item name="name" label="Subject" required={f.required('name')}>
              <Input name="name" autoComplete="off" />
            </Form.Item>
            <Form.Item name="description" label="Description" required={f.required('description')}>
              <Input.TextArea name="description" rows={2} />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={f.submitting}>
              Add subject
            </Button>
          </Form>
        </section>
      )}
      <FilterInput label="Search task subjects" search value={q} onApply={setQ} style={{ marginBottom: 12 }} />
      <QueryState
        query={subjects}
        isEmpty={(d) => d.items.length === 0}
        emptyText={q ? 'No subject matches' : 'No task subjects yet'}
      >
        {(d) => (
          <Table
            aria-label="Task subjects"
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.items}
            columns={[
              { title: 'Subject', dataIndex: 'label', key: 'label' },
              {
                title: 'Description',
                dataIndex: 'description',
                key: 'description',
                render: (v: unknown) => (typeof v === 'string' && v ? v : '—'),
              },
              { title: 'Active', dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
            ]}
            footer={
              d.total > d.items.length
                ? () => (
                    <Typography.Text type="secondary">{`Showing ${d.items.length} of ${d.total}; search to narrow.`}</Typography.Text>
                  )
                : undefined
            }
          />
        )}
      </QueryState>
      {!rights.write && (
        <Flex>
          <Typography.Text type="secondary">Ask an administrator to add subjects.</Typography.Text>
        </Flex>
      )}
    </Drawer>
  );
}
