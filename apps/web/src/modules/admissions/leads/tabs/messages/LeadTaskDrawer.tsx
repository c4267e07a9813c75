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
import { useFormDialog } from '../../../../../components/useFormDialog';
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
  const f = useFormDialog(leadTaskInput, {
    open,
    onClose,
    source: user.id,
    values: () => ({ assignedToId: user.id }),
    save: (data) => create.mutateAsync(data),
    toasts: { ok: LEAD_MESSAGE_TOASTS.taskAssigned, failed: LEAD_MESSAGE_TOASTS.taskAddFailed },
  });
  return (
    <FormDrawer {...f.shell} title={`Add task for ${leadName}`} okText="Assign task">
      <TaskFields form={f.form} required={f.required} assigneeLabel={`${user.firstName} ${user.lastName}`} />
    </FormDrawer>
  );
}

/** One lead task: its assigner changes the details while it is open; either party moves its status. */
export function LeadTaskEditDrawer({ task, onClose }: { task: LeadTask | null; onClose: () => void }) {
  const update = useUpdateLeadTask();
  const f = useFormDialog(leadTaskUpdate, {
    open: !!task,
    onClose,
    source: task,
    values: () =>
      task
        ? {
            subjectId: task.subjectId ?? undefined,
            description: task.description,
            assignedToId: task.assignedToId,
            priorityId: task.priorityId ?? undefined,
            dueDate: task.dueDate ?? undefined,
            status: task.status,
          }
        : undefined,
    save: async (body) => {
      if (task) await update.mutateAsync({ leadId: task.leadId, id: task.id, body });
    },
    toasts: { ok: LEAD_MESSAGE_TOASTS.taskUpdated, failed: LEAD_MESSAGE_TOASTS.taskUpdateFailed },
  });
  const statuses = task ? ([task.status, ...task.nextStatuses] as TaskStatus[]) : [];
  const frozen = !task?.canEditDetails && !task?.nextStatuses.length;
  return (
    <FormDrawer
      {...f.shell}
      title={task ? `Task for ${task.leadName}` : 'Task'}
      okText={frozen ? 'Close' : 'Save'}
      onSubmit={frozen ? onClose : f.onSubmit}
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
