import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { InsertRowRightOutlined } from '@ant-design/icons';
import type { ColumnInfo } from './columnChoice';

/**
 * The column chooser of a list: a "Columns" button opening a panel of check boxes, one per column (the
 * required ones shown ticked and fixed), with "Show all" and "Default columns". Keyboard: the button
 * opens it and moves the focus to the first box, Tab and Space choose, Escape closes it and returns to the
 * button.
 */
export function ColumnChooser({
  list,
  columns,
  shown,
  custom,
  onChange,
  onReset,
}: {
  /** the list's name: "Columns of Students" */
  list: string;
  columns: readonly ColumnInfo[];
  shown: readonly string[];
  /** the user has a choice of their own (else the defaults show) */
  custom: boolean;
  onChange: (shown: string[]) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const count = shown.length;

  useEffect(() => {
    if (!open) return;
    // after the popover has rendered its content
    const t = setTimeout(() => panel.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus(), 0);
    return () => clearTimeout(t);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const content = (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      className="column-chooser"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      <Typography.Text strong id={titleId} className="column-chooser-title">
        {t('columns.of', { list })}
      </Typography.Text>
      <Flex vertical gap={4} className="column-chooser-list">
        {columns.map((c) => (
          <Checkbox
            key={c.key}
            checked={c.required || shown.includes(c.key)}
            disabled={c.required}
            onChange={(e) => onChange(e.target.checked ? [...shown, c.key] : shown.filter((k) => k !== c.key))}
          >
            {c.title}
          </Checkbox>
        ))}
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => onChange(columns.map((c) => c.key))}>
          {t('columns.showAll')}
        </Button>
        <Button size="small" disabled={!custom} onClick={onReset}>
          {t('columns.defaults')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      // in the page's order, right after the list's toolbar: Tab moves on from the panel into the list
      getPopupContainer={(t) => t.parentElement ?? document.body}
    >
      <Button
        ref={trigger}
        icon={<InsertRowRightOutlined />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('columns.count', { count, total: columns.length })}
      >
        {t('columns.button')}
      </Button>
    </Popover>
  );
}
