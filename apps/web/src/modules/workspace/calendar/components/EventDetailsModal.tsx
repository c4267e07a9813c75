import { Button, Descriptions, Flex, Modal, Tag, Typography, theme } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { CALENDAR_TOASTS, type CalendarEvent } from '@caduceus/contracts';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { QueryState } from '../../../../components/QueryState';
import { toast } from '../../../../app/bridge';
import { useCalendarEvent, useDeleteEvent } from '../api';
import { presetOf, whenText } from '../events';
import { NO_FOCUS_RETURN, useFocusReturn } from '../../../../components/formShell';

interface Props {
  id: number | null;
  onClose: () => void;
  onEdit: (e: CalendarEvent) => void;
}

const RELATION: Record<CalendarEvent['relation'], string> = {
  organizer: 'You organise it',
  invitee: 'You are invited',
  group: 'Shared with your access group',
};

/** One event: when, where, what, who; Edit and Delete for those who may. */
export function EventDetailsModal({ id, onClose, onEdit }: Props) {
  const q = useCalendarEvent(id);
  const del = useDeleteEvent();
  const { token } = theme.useToken();
  const e = q.data;

  const footer = e ? (
    <Flex justify="flex-end" gap={8} wrap>
      {e.canDelete && (
        <ConfirmAction
          title={`Delete event ${e.title}?`}
          description="Its invitees no longer see it."
          danger
          okText="Delete"
          type="default"
          size="middle"
          icon={<DeleteOutlined />}
          onConfirm={() =>
            del.mutateAsync(e.id).then(
              () => {
                toast.success(CALENDAR_TOASTS.deleted);
                onClose();
              },
              (err: unknown) => {
                toast.error(CALENDAR_TOASTS.deleteFailed);
                throw err;
              },
            )
          }
        >
          Delete
        </ConfirmAction>
      )}
      {e.canEdit && (
        <Button icon={<EditOutlined />} onClick={() => onEdit(e)}>
          Edit
        </Button>
      )}
      <Button type="primary" onClick={onClose}>
        Close
      </Button>
    </Flex>
  ) : (
    <Button onClick={onClose}>Close</Button>
  );

  const returnFocus = useFocusReturn(id !== null);
  return (
    <Modal
      open={id !== null}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
      title={e ? e.title : 'Event'}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      width={560}
    >
      <QueryState query={q} loadingRows={5}>
        {(ev) => (
          <>
            <Flex gap={8} wrap style={{ marginBottom: 12 }}>
              <Tag color={presetOf(ev.color)}>{ev.eventTypeLabel}</Tag>
              {ev.eventGroupLabel && <Tag>{ev.eventGroupLabel}</Tag>}
              <Typography.Text type="secondary">{RELATION[ev.relation]}</Typography.Text>
            </Flex>
            <Descriptions
              column={1}
              size="small"
              bordered
              styles={{ label: { width: 130, color: token.colorTextSecondary } }}
              items={[
                { key: 'when', label: 'When', children: whenText(ev) },
                { key: 'location', label: 'Location', children: ev.location ?? '—' },
                { key: 'organizer', label: 'Organiser', children: ev.organizer.name },
                {
                  key: 'invitees',
                  label: 'Invitees',
                  children: ev.invitees.length ? ev.invitees.map((i) => i.name).join(', ') : '—',
                },
                {
                  key: 'shared',
                  label: 'Shared with',
                  children: ev.accessGroupName ? `Access group ${ev.accessGroupName}` : 'Organiser and invitees only',
                },
                {
                  key: 'description',
                  label: 'Description',
                  children: ev.description ? (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                      {ev.description}
                    </Typography.Paragraph>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
            {!ev.canEdit && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                Only the organiser, or a calendar editor of the group it is shared with, may change this event.
              </Typography.Paragraph>
            )}
          </>
        )}
      </QueryState>
    </Modal>
  );
}
