import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Typography } from 'antd';
import { CONTROL_GROUPS, tablesOfGroup, type ControlGroup } from '@caduceus/contracts';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/QueryState';
import { useControlTables } from '../api';
import { SideNav } from '../components/SideNav';
import { TableSection } from '../components/TableSection';

/** /admin/control-table/<group>: the group's tables in a side menu, the chosen one (?table=) beside it. */
export default function ControlGroupPage() {
  const { pathname } = useLocation();
  const [sp] = useSearchParams();
  const group = pathname.split('/')[3] as ControlGroup;
  const info = useControlTables();
  if (!(group in CONTROL_GROUPS)) return <Navigate to="/notfound" replace />;

  const readable = info.data ? new Map(info.data.items.map((t) => [t.key, t])) : null;
  const tables = tablesOfGroup(group).filter((t) => !readable || readable.has(t.key));
  const chosen = tables.find((t) => t.key === sp.get('table')) ?? tables[0];
  const base = `/admin/control-table/${group}`;
  return (
    <Page
      title={`${CONTROL_GROUPS[group]} control tables`}
      subtitle="Lists of values the other screens offer in their dropdowns"
      actions={<Link to="/admin/control-table">All control tables</Link>}
    >
      {!tables.length ? (
        <EmptyState text="No tables in this group yet" />
      ) : (
        <SideNav
          label={`${CONTROL_GROUPS[group]} tables`}
          selected={chosen.key}
          items={tables.map((t) => {
            const c = readable?.get(t.key);
            return {
              key: t.key,
              to: `${base}?table=${t.key}`,
              label: t.title,
              extra: c && (
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 12 }}
                  aria-label={`${c.active} active of ${c.total}`}
                >
                  {c.active}/{c.total}
                </Typography.Text>
              ),
            };
          })}
        >
          <TableSection key={chosen.key} table={chosen} />
        </SideNav>
      )}
    </Page>
  );
}
