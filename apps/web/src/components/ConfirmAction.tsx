import { useTranslation } from 'react-i18next';
import { translateNode, translateTitle } from '../app/i18n';
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

/** A button that asks before it acts; the confirm button spins while the action runs. Texts given in English show translated. */
export function ConfirmAction({
  title,
  description,
  okText,
  danger,
  onConfirm,
  children,
  icon,
  type = 'link',
  size = 'small',
  disabled,
  ariaLabel,
}: ConfirmActionProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={translateTitle(title)}
      description={translateNode(description)}
      okText={okText ? translateTitle(okText) : t('action.yes')}
      cancelText={t('action.no')}
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
      <Button
        type={type}
        size={size}
        danger={danger}
        icon={icon}
        disabled={disabled}
        aria-label={ariaLabel && translateTitle(ariaLabel)}
      >
        {children}
      </Button>
    </Popconfirm>
  );
}
