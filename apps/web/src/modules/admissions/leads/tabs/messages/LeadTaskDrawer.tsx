import { useEffect } from 'react';
import { Col, Form, Row, Select } from 'antd';
import {
  LEAD_MESSAGE_TOASTS,
  TASK_STATUS_NAMES,
  leadTaskInput,
  leadTaskUpdate,
  type LeadTask,
  type TaskStatus,
} from '@caduceus/contracts';
import { useSignedIn } from '../../../../../app/session';
import { FormDrawer } from '../../../../../components/FormModal';
import { saveWithToasts } from '../../../../../components/saveWithToasts';
import { useZodForm } from '../../../../../components/useZodForm';
import { TaskFields } from '../../../../workspace';
import { useCreateLeadTask, useUpdateLeadTask } from './api';

/** Add a task on a lead and assign it (to oneself by default); the assignee is told in the app and by email. */
export function LeadTaskAddDrawer({
  leadId,
  leadName,
  open,
  onClose,
}: {
  leadId: number;
  leadName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { user } = useSignedIn();
  const create = useCreateLeadTask(leadId);
  const f = useZodForm(leadTaskInput);
  const { reset } = f;
  useEffect(() => {
    if (open) reset({ assignedToId: user.id });
  }, [open, reset, user.id]);
  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => create.mutateAsync(data), {
      ok: LEAD_MESSAGE_TOASTS.taskAssigned,
      failed: LEAD_MESSAGE_TOASTS.taskAddFailed,
    });
    onClose();
  });
  return (
    <FormDrawer
      open={open}
      title={`Add task for ${leadName}`}
      okText="Assign task"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <TaskFields form={f.form} required={f.required} assigneeLabel={`${user.firstName} ${user.lastName}`} />
    </FormDrawer>
  );
}

/** One lead task: its assigner changes the details while it is open; either party moves its status. */
export function LeadTaskEditDrawer({ task, onClose }: { task: LeadTask | null; onClose: () => void }) {
  const update = useUpdateLeadTask();
  const f = useZodForm(leadTaskUpdate);
  const { reset } = f;
  useEffect(() => {
    if (task) {
      reset({
        subjectId: task.subjectId ?? undefined,
        description: task.description,
        assignedToId: task.assignedToId,
        priorityId: task.priorityId ?? undefined,
        dueDate: task.dueDate ?? undefined,
        status: task.status,
      });
    }
  }, [task, reset]);
  const statuses = task ? ([task.status, ...task.nextStatuses] as TaskStatus[]) : [];
  const onSubmit = f.submit(async (body) => {
    if (!task) return;
    await saveWithToasts(() => update.mutateAsync({ leadId: task.leadId, id: task.id, body }), {
      ok: LEAD_MESSAGE_TOASTS.taskUpdated,
      failed: LEAD_MESSAGE_TOASTS.taskUpdateFailed,
    });
    onClose();
  });
  const frozen = !task?.canEditDetails && !task?.nextStatuses.length;
  return (
    <FormDrawer
      open={!!task}
      title={task ? `Task for ${task.leadName}` : 'Task'}
      okText={frozen ? 'Close' : 'Save'}
      onClose={onClose}
      onSubmit={frozen ? onClose : onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <TaskFields form={f.form} required={f.required} task={task} readOnly={!task?.canEditDetails} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="status"
            label="Status"
            required
            extra={task && !task.nextStatuses.length ? 'Only its assignee or assigner changes the status.' : undefined}
          >
            <Select
              disabled={!task?.nextStatuses.length}
              options={statuses.map((s) => ({ value: s, label: TASK_STATUS_NAMES[s] }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
