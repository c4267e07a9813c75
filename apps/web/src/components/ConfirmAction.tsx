import type { ReactNode } from 'react';
import { Button, Popconfirm, type ButtonProps } from 'antd';

interface ConfirmActionProps {
  /** the question, e.g. "Delete this group?" */
  title: string;
  description?: ReactNode;
  okText?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown> | unknown;
  children?: ReactNode;
  icon?: ReactNode;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** accessible name when the button shows only an icon */
  ariaLabel?: string;
}

/** A button that asks before it acts; the confirm button spins while the action runs. */
export function ConfirmAction({
  title,
  description,
  okText = 'Yes',
  danger,
  onConfirm,
  children,
  icon,
  type = 'link',
  size = 'small',
  disabled,
  ariaLabel,
}: ConfirmActionProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      cancelText="No"
      okButtonProps={{ danger }}
      disabled={disabled}
      onConfirm={async () => {
        try {
          await onConfirm();
        } catch {
          // the failure was already reported (toast or form)
        }
      }}
    >
      <Button type={type} size={size} danger={danger} icon={icon} disabled={disabled} aria-label={ariaLabel}>
        {children}
      </Button>
    </Popconfirm>
  );
}
