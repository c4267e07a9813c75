import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Card, Col, Input, Row, Typography } from 'antd';
import { CONTROL_GROUP_KEYS, CONTROL_GROUPS, tablesOfGroup, type ControlTableInfo } from '@caduceus/contracts';
import { Page } from '../../../components/Page';
import { EmptyState, QueryState } from '../../../components/QueryState';
import { plural } from '../../../components/format';
import { useControlTables } from '../api';

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** /admin/control-table: every group the user may read, as cards listing its tables with their counts; searchable. */
export default function ControlTableIndexPage() {
  const q = useControlTables();
  const [term, setTerm] = useState('');
  return (
    <Page title="Control tables" subtitle="The lists of values behind the dropdowns of every screen">
      <Input.Search
        aria-label="Search tables"
        placeholder="Search tables"
        allowClear
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <QueryState query={q} isEmpty={(d) => d.items.length === 0} emptyText="You may not read any control table">
        {(d) => <Groups items={d.items} term={term} />}
      </QueryState>
    </Page>
  );
}

function Groups({ items, term }: { items: ControlTableInfo[]; term: string }) {
  const groups = useMemo(() => {
    const readable = new Map(items.map((t) => [t.key, t]));
    const t = norm(term.trim());
    return CONTROL_GROUP_KEYS.map((g) => {
      const all = tablesOfGroup(g).filter((d) => readable.has(d.key));
      const groupHit = !t || norm(CONTROL_GROUPS[g]).includes(t);
      const tables = groupHit ? all : all.filter((d) => norm(`${d.title} ${d.description ?? ''}`).includes(t));
      return { g, tables: tables.map((d) => ({ def: d, info: readable.get(d.key)! })), any: all.length > 0 };
    }).filter((x) => x.any && x.tables.length > 0);
  }, [items, term]);

  if (!groups.length)
    return <EmptyState text={term.trim() ? 'No table matches this search' : 'You may not read any control table'} />;
  return (
    <Row gutter={[16, 16]}>
      {groups.map(({ g, tables }) => (
        <Col key={g} xs={24} md={12} xl={8}>
          <Card
            title={
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                <Link to={`/admin/control-table/${g}`}>{CONTROL_GROUPS[g]}</Link>
              </Typography.Title>
            }
            extra={<Typography.Text type="secondary">{plural(tables.length, 'table')}</Typography.Text>}
            style={{ height: '100%' }}
          >
            <ul aria-label={`${CONTROL_GROUPS[g]} tables`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {tables.map(({ def, info }) => (
                <li
                  key={def.key}
                  style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0' }}
                >
                  <Link to={`/admin/control-table/${g}?table=${def.key}`} title={def.description}>
                    {def.title}
                  </Link>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {info.active} active of {info.total}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
