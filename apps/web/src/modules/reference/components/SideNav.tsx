import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Menu } from 'antd';

export interface SideNavItem {
  key: string;
  label: ReactNode;
  to: string;
  extra?: ReactNode;
}

interface Props {
  /** accessible name of the navigation */
  label: string;
  items: SideNavItem[];
  selected?: string;
  /** a bar of links above the content (tabs that are routes) instead of a column beside it */
  horizontal?: boolean;
  children: ReactNode;
}

/**
 * A vertical menu of links beside the chosen content (the tables of a group, the accounting settings):
 * each entry is a real link; arrow keys move within the menu, Enter opens.
 */
export function SideNav({ label, items, selected, horizontal, children }: Props) {
  const navigate = useNavigate();
  return (
    <div style={horizontal ? undefined : { display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <nav aria-label={label} style={horizontal ? { marginBottom: 16 } : { flex: '0 0 240px', maxWidth: '100%' }}>
        <Menu
          mode={horizontal ? 'horizontal' : 'inline'}
          selectedKeys={selected ? [selected] : []}
          style={horizontal ? undefined : { borderInlineEnd: 'none' }}
          onClick={({ key, domEvent }) => {
            // a click on the link itself navigates; the keyboard (Enter on the item) comes here
            if ((domEvent.target as Element | null)?.closest?.('a')) return;
            const hit = items.find((i) => i.key === key);
            if (hit) void navigate(hit.to);
          }}
          items={items.map((i) => ({
            key: i.key,
            label: (
              <Link
                to={i.to}
                style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{i.label}</span>
                {i.extra}
              </Link>
            ),
          }))}
        />
      </nav>
      <div style={horizontal ? undefined : { flex: '1 1 600px', minWidth: 0 }}>{children}</div>
    </div>
  );
}
