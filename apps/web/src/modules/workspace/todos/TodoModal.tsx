import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Form, Modal, Tooltip, Typography } from 'antd';
import { FileExcelOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import {
  canGoNext,
  lastAllowedDay,
  localDay,
  shiftWeek,
  TODO_STORAGE,
  TODO_TOASTS,
  todoInput,
  weekLabel,
  weekOf,
  type Week,
} from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { FormError } from '../../../components/FormError';
import { useZodForm } from '../../../components/useZodForm';
import { DescriptionField } from '../tasks/components/DescriptionField';
import { exportWeek, useAddTodo, useTodoWeek } from './api';
import { TodoList } from './TodoList';
import { NO_FOCUS_RETURN, useFocusReturn } from '../../../components/formShell';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The To Do modal of the top bar (000 section 2): one week (Sunday to Saturday) of the user's tasks,
 * previous and next week (next stops at the current week), export of the shown week, and an add form
 * that toggles; moving weeks closes it. Each item links to its task.
 */
export default function TodoModal({ open, onClose }: Props) {
  const today = localDay();
  const last = lastAllowedDay(today);
  const [week, setWeek] = useState<Week>(() => weekOf(today));
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = useTodoWeek(week, open);
  const add = useAddTodo();
  const f = useZodForm(todoInput);
  const { reset } = f;
  // an administrator signed in as someone else looks, but does not save
  const adminLogin = localStorage.getItem(TODO_STORAGE.adminLogin) !== null;

  // the spec's toast for a failed load (an unreachable server has its own, from the error catalogue)
  useEffect(() => {
    if (list.isError && !(list.error instanceof NetworkError)) toast.error(TODO_TOASTS.fetchFailed);
  }, [list.isError, list.error]);

  // the form starts empty each time it opens (Cancel resets it); the modal each time at the current week
  useEffect(() => {
    if (adding) reset();
  }, [adding, reset]);
  useEffect(() => {
    if (open) {
      setWeek(weekOf(localDay()));
      setAdding(false);
    }
  }, [open]);
  const closeForm = () => setAdding(false);
  const move = (n: number) => {
    closeForm();
    setWeek((w) => shiftWeek(w, n));
  };

  const onSubmit = f.submit(async (data) => {
    try {
      await add.mutateAsync({ description: data.description, date: today });
    } catch (err) {
      if (!(err instanceof NetworkError))
        toast.error(err instanceof ApiError && err.message ? err.message : TODO_TOASTS.addFailed);
      throw err;
    }
    toast.success(TODO_TOASTS.added);
    closeForm();
    setWeek(weekOf(today)); // the new item is filed today
  });

  const onExport = () => {
    setExporting(true);
    exportWeek(week)
      .catch((e: Error) => toast.error(e instanceof ApiError ? e.message : TODO_TOASTS.exportFailed))
      .finally(() => setExporting(false));
  };

  const nextAllowed = canGoNext(week, last);
  const returnFocus = useFocusReturn(open);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={760}
      title="To Do"
      destroyOnHidden
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
    >
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Flex align="center" gap={4}>
          <Button type="text" icon={<LeftOutlined />} aria-label="Previous week" onClick={() => move(-1)} />
          <Typography.Text strong aria-live="polite" data-testid="todo-week">
            {weekLabel(week)}
          </Typography.Text>
          <Tooltip title={nextAllowed ? undefined : 'This is the current week'}>
            <Button
              type="text"
              icon={<RightOutlined />}
              aria-label="Next week"
              disabled={!nextAllowed}
              onClick={() => move(1)}
            />
          </Tooltip>
        </Flex>
        <Flex gap={4}>
          <Tooltip title="Export to Excel">
            <Button icon={<FileExcelOutlined />} aria-label="Export to Excel" loading={exporting} onClick={onExport} />
          </Tooltip>
          <Tooltip title="Add">
            <Button
              type={adding ? 'default' : 'primary'}
              icon={<PlusOutlined />}
              aria-label="Add to-do"
              aria-expanded={adding}
              onClick={() => (adding ? closeForm() : setAdding(true))}
            />
          </Tooltip>
        </Flex>
      </Flex>

      {adding && (
        <section aria-label="New to-do" style={{ marginBottom: 16 }}>
          <FormError message={f.formError} />
          <Form {...f.formProps} name="todo" onFinish={() => void onSubmit()}>
            <DescriptionField form={f.form} required={f.required('description')} autoFocus />
            <Flex gap={8}>
              {!adminLogin && (
                <Button type="primary" htmlType="submit" loading={f.submitting}>
                  Save
                </Button>
              )}
              <Button onClick={closeForm}>Cancel</Button>
            </Flex>
          </Form>
        </section>
      )}

      <TodoList query={list} onNavigate={onClose} />
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <Link to="/task/list" onClick={onClose}>
          All tasks
        </Link>
      </Flex>
    </Modal>
  );
}
