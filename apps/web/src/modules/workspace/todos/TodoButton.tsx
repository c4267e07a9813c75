import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { CheckSquareOutlined } from '@ant-design/icons';
import { localDay, TASK_STATUS, weekOf } from '@caduceus/contracts';
import { rightsOn } from '../../../app/rights';
import { useSession } from '../../../app/session';
import { useTodoWeek } from './api';
import { decideAutoOpen } from './autoOpen';

const TodoModal = lazy(() => import('./TodoModal'));

/**
 * The top bar's To Do button (for users with the task list): the count of this week's open to-dos, and
 * the modal, which opens by itself once when the week is not empty and the flag todoOpen is not 'false'.
 */
export function TodoButton() {
  const session = useSession();
  const allowed = !!session && rightsOn('/task/list', session.user.roleId, session.accessRights.menus).read;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const current = useTodoWeek(weekOf(localDay()), allowed);
  const items = current.data?.items;

  // decided once per sign-in, on the first answer: a to-do added later does not pop the modal up
  const sessionId = session?.user.sessionId;
  useEffect(() => {
    if (!items || sessionId === undefined) return;
    if (!decideAutoOpen(sessionId, items.length, localStorage)) return;
    setLoaded(true);
    setOpen(true);
  }, [items, sessionId]);

  if (!allowed) return null;
  const pending = (items ?? []).filter(
    (i) => i.status === TASK_STATUS.open || i.status === TASK_STATUS.inProgress,
  ).length;
  return (
    <>
      <Tooltip title="To Do">
        <Badge count={pending} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<CheckSquareOutlined />}
            aria-label={pending ? `To Do, ${pending} open this week` : 'To Do'}
            aria-haspopup="dialog"
            onClick={() => {
              setLoaded(true);
              setOpen(true);
            }}
          />
        </Badge>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <TodoModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
