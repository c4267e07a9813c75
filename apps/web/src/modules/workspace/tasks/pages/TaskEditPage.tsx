import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Col, Descriptions, Flex, Form, Row, Select } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { TASK_STATUS_NAMES, TODO_TOASTS, taskUpdate, type Task, type TaskStatus } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { FormError } from '../../../../components/FormError';
import { formatDate, formatDateTime } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { StatusTag } from '../../../../components/StatusTag';
import { useZodForm } from '../../../../components/useZodForm';
import { useStarTask, useTask, useUpdateTask } from '../api';
import { StarButton } from '../components/StarButton';
import { TaskFields } from '../components/TaskFields';

const valuesOf = (t: Task) => ({
  subjectId: t.subjectId ?? undefined,
  description: t.description,
  assignedToId: t.assignedToId,
  priorityId: t.priorityId ?? undefined,
  dueDate: t.dueDate ?? undefined,
  status: t.status,
});

/** /task/edit/:id: one task. Its assigner edits the details while it is open; either party moves its status. */
export default function TaskEditPage() {
  const id = Number(useParams().id) || null;
  const task = useTask(id);
  const title = task.data ? (task.data.subjectName ?? `Task ${task.data.id}`) : 'Task';
  return (
    <Page
      title={title}
      actions={
        <Link to="/task/list">
          <Button icon={<ArrowLeftOutlined />}>All tasks</Button>
        </Link>
      }
    >
      <QueryState query={task}>{(t) => <TaskEditor task={t} />}</QueryState>
    </Page>
  );
}

function TaskEditor({ task }: { task: Task }) {
  const rights = useRights('/task/list');
  const update = useUpdateTask();
  const star = useStarTask();
  const f = useZodForm(taskUpdate);
  const { reset } = f;
  // keyed on the version: a refetch of the same version keeps what was typed
  useEffect(() => {
    reset(valuesOf(task));
  }, [task.id, task.updatedAt, reset]);

  const statuses = [task.status, ...task.nextStatuses] as TaskStatus[];
  const canSave = task.canEditDetails || task.nextStatuses.length > 0;
  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => update.mutateAsync({ id: task.id, body: data }), {
      ok: TODO_TOASTS.taskUpdated,
      failed: TODO_TOASTS.taskUpdateFailed,
    });
  });

  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'status',
            label: 'Status',
            children: <StatusTag status={task.statusName} label={task.combinationStatus ?? task.statusName} />,
          },
          { key: 'by', label: 'Assigned by', children: task.assignedByName },
          { key: 'created', label: 'Created on', children: formatDate(task.createdAt) },
          { key: 'updated', label: 'Last change', children: formatDateTime(task.updatedAt) },
          {
            key: 'star',
            label: 'Favourite',
            children: (
              <StarButton
                starred={task.starred}
                label="this task"
                disabled={!rights.edit}
                loading={star.isPending}
                onToggle={() =>
                  star.mutate(
                    { id: task.id, starred: !task.starred },
                    { onSuccess: () => toast.success(task.starred ? TODO_TOASTS.unstarred : TODO_TOASTS.starred) },
                  )
                }
              />
            ),
          },
        ]}
      />
      <FormError message={f.formError} />
      <Form {...f.formProps} onFinish={() => void onSubmit()} aria-label="Task">
        <TaskFields form={f.form} required={f.required} task={task} readOnly={!task.canEditDetails} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="status" label="Status" required>
              <Select
                disabled={!task.nextStatuses.length}
                options={statuses.map((s) => ({ value: s, label: TASK_STATUS_NAMES[s] }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {canSave && rights.edit && (
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={f.submitting}>
              Save
            </Button>
            <Button onClick={() => reset(valuesOf(task))}>Reset</Button>
          </Flex>
        )}
      </Form>
    </>
  );
}
