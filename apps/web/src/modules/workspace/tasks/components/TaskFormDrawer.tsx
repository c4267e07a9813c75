import { useEffect } from 'react';
import { localDay, taskInput, TODO_TOASTS } from '@caduceus/contracts';
import { FormDrawer } from '../../../../components/FormModal';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
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
  const f = useZodForm(taskInput);
  const { reset } = f;

  useEffect(() => {
    if (open) reset({ assignedToId: user.id });
  }, [open, reset, user.id]);

  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => create.mutateAsync({ ...data, date: localDay() }), {
      ok: TODO_TOASTS.taskAssigned,
      failed: TODO_TOASTS.taskAssignFailed,
    });
    onClose();
  });

  return (
    <FormDrawer
      open={open}
      title="Add task"
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
