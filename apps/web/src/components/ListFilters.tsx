import { useTranslation } from 'react-i18next';
import { useId, useState, type ReactNode } from 'react';
import { Button, Grid } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import './lists.css';

/** Below antd's md breakpoint (768 px): phones, where filters fold away. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().md === false;
}

/**
 * A list's filters, folded behind a "Filters" button on phones (so the rows start on the first screen)
 * and shown as they are on wider screens. The filters stay mounted while folded (what was typed stays).
 * `active`: how many filters are set, shown on the button.
 */
export function ListFilters({
  children,
  active = 0,
  className,
}: {
  children: ReactNode;
  active?: number;
  className?: string;
}) {
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const panel = useId();
  if (!narrow) return <>{children}</>;
  return (
    <>
      <Button
        className="list-filters-toggle"
        icon={<FilterOutlined />}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
      >
        {active > 0 ? t('filters.active', { count: active }) : t('filters.button')}
      </Button>
      <div id={panel} className={`list-filters-panel${className ? ` ${className}` : ''}`} hidden={!open}>
        {children}
      </div>
    </>
  );
}
