import { localDay, taskInput, TODO_TOASTS } from '@caduceus/contracts';
import { FormDrawer } from '../../../../components/FormModal';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useSignedIn } from '../../../../app/session';
import { useCreateTask } from '../api';
import { TaskFields } from './TaskFields';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Add a task and assign it (to oneself by default); the assignee is told in the app and by email. */
export function TaskFormDrawer({ open, onClose }: Props) {
  const { user } = useSignedIn();
  const create = useCreateTask();
  const f = useFormDialog(taskInput, {
    open,
    onClose,
    source: user.id,
    values: () => ({ assignedToId: user.id }),
    save: (data) => create.mutateAsync({ ...data, date: localDay() }),
    toasts: { ok: TODO_TOASTS.taskAssigned, failed: TODO_TOASTS.taskAssignFailed },
  });

  return (
    <FormDrawer {...f.shell} title="Add task" okText="Assign task">
      <TaskFields form={f.form} required={f.required} assigneeLabel={`${user.firstName} ${user.lastName}`} />
    </FormDrawer>
  );
}
