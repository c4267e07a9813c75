import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { translateTitle } from '../app/i18n';
import { ConfirmAction } from './ConfirmAction';

/** An icon-only action of a row: a small text button with a tooltip; `label` is its accessible name. */
export function IconAction({
  title,
  label,
  icon,
  onClick,
  disabled,
}: {
  /** the tooltip, in English (shown translated) */
  title: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={translateTitle(title)}>
      <Button size="small" type="text" icon={icon} aria-label={label} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

interface RowActionsProps {
  /** the row's name: the buttons are "Edit {name}" and "Delete {name}" to assistive technology */
  name: string;
  /** absent: no edit button */
  onEdit?: () => void;
  /** absent: no delete button; it runs after the user confirms `deleteTitle` */
  onDelete?: () => Promise<unknown> | unknown;
  deleteTitle?: string;
  deleteDescription?: ReactNode;
  /**
   * 'icons': icon buttons with tooltips (the default); 'words': link buttons with their icon and word;
   * 'links': icon-only link buttons
   */
  look?: 'icons' | 'words' | 'links';
  /** actions before the edit button */
  before?: ReactNode;
  /** actions between the edit and the delete button */
  children?: ReactNode;
  gap?: number;
  wrap?: boolean;
}

/** A row's actions cell: edit, delete (asking first) and the row's own actions, in one row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteTitle,
  deleteDescription,
  look = 'icons',
  before,
  children,
  gap = 4,
  wrap,
}: RowActionsProps) {
  const { t } = useTranslation();
  const editLabel = t('action.editNamed', { name });
  return (
    <Flex gap={gap} wrap={wrap}>
      {before}
      {onEdit &&
        (look === 'icons' ? (
          <IconAction title={t('action.edit')} label={editLabel} icon={<EditOutlined />} onClick={onEdit} />
        ) : (
          <Button size="small" type="link" icon={<EditOutlined />} onClick={onEdit} aria-label={editLabel}>
            {look === 'words' ? t('action.edit') : null}
          </Button>
        ))}
      {children}
      {onDelete && (
        <ConfirmAction
          title={deleteTitle ?? t('action.deleteQuestion', { name })}
          description={deleteDescription}
          danger
          okText={t('action.delete')}
          type={look === 'icons' ? 'text' : 'link'}
          icon={<DeleteOutlined />}
          onConfirm={onDelete}
          ariaLabel={t('action.deleteNamed', { name })}
        >
          {look === 'words' ? t('action.delete') : null}
        </ConfirmAction>
      )}
    </Flex>
  );
}
