import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Typography, theme } from 'antd';
import {
  formatDate,
  TODO_TOASTS,
  todoActions,
  truncateName,
  type TaskStatus,
  type TodoItem,
  type TodoPatch,
} from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { QueryState } from '../../../components/QueryState';
import { StatusTag } from '../../../components/StatusTag';
import { StarButton } from '../tasks/components/StarButton';
import { taskHref } from '../tasks/api';
import { usePatchTodo } from './api';

interface Props {
  query: UseQueryResult<{ items: TodoItem[] }, Error>;
  /** called when an item's link is followed (the modal closes) */
  onNavigate?: () => void;
}

/** A week's to-dos: star, the description linking to its task, assignee, day, status and the allowed actions. */
export function TodoList({ query, onNavigate }: Props) {
  const { token } = theme.useToken();
  const patch = usePatchTodo();
  const change = (item: TodoItem, c: TodoPatch, ok: string) =>
    patch.mutate(
      { id: item.id, change: c },
      {
        onSuccess: () => toast.success(ok),
        onError: (e) => {
          if (!(e instanceof NetworkError))
            toast.error(e instanceof ApiError && e.message ? e.message : TODO_TOASTS.updateFailed);
        },
      },
    );
  const busy = (id: number) => patch.isPending && patch.variables?.id === id;

  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} emptyText="No to-dos this week" loadingRows={3}>
      {(d) => (
        <ul aria-label="To-dos of the week" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {d.items.map((item) => {
            const short = item.description.length > 60 ? `${item.description.slice(0, 60)}…` : item.description;
            return (
              <li
                key={item.id}
                data-testid="todo-item"
                style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: '8px 0' }}
              >
                <Flex gap={8} align="flex-start">
                  <StarButton
                    starred={item.starred}
                    label={`to-do ${short}`}
                    loading={busy(item.id) && patch.variables?.change.starred !== undefined}
                    onToggle={() =>
                      change(
                        item,
                        { starred: !item.starred },
                        item.starred ? TODO_TOASTS.unstarred : TODO_TOASTS.starred,
                      )
                    }
                  />
                  <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                    <Link
                      to={taskHref(item)}
                      onClick={onNavigate}
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {item.description}
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                      <span title={item.assignTo}>{truncateName(item.assignTo)}</span>
                      {' · '}
                      {formatDate(item.todoDate)}
                    </Typography.Text>
                  </Flex>
                  <StatusTag status={item.statusName} label={item.combinationStatus ?? item.statusName} />
                  <Flex gap={4}>
                    {todoActions(item.status as TaskStatus).map((a) => (
                      <Button
                        key={a.status}
                        size="small"
                        danger={a.status === 3}
                        loading={busy(item.id) && patch.variables?.change.status === a.status}
                        aria-label={`${a.label} ${short}`}
                        onClick={() => change(item, { status: a.status }, TODO_TOASTS.statusUpdated)}
                      >
                        {a.label}
                      </Button>
                    ))}
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
