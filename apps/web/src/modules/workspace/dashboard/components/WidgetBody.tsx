import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Empty, Flex, Segmented, Skeleton, Tag, theme, Typography } from 'antd';
import type { WidgetChart, WidgetData, WidgetRow, WidgetStat } from '@caduceus/contracts';
import { formatDate, formatDateTime } from '../../../../components/format';

const Chart = lazy(() => import('./WidgetChart'));

const TEXT_TYPE = { default: undefined, success: 'success', warning: 'warning', danger: 'danger' } as const;
const TAG_COLOR = { default: 'default', success: 'success', warning: 'warning', danger: 'error' } as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** When a row happens, as the row says it should show. */
export function whenText(when: NonNullable<WidgetRow['when']>): string {
  if (when.show === 'date') return formatDate(when.at);
  if (when.show === 'datetime') return formatDateTime(when.at);
  const d = new Date(when.at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function Stats({ stats }: { stats: WidgetStat[] }) {
  return (
    <Flex component="ul" wrap gap={24} style={{ listStyle: 'none', margin: '0 0 12px', padding: 0 }}>
      {stats.map((s) => {
        const value = (
          <Typography.Text
            strong
            type={s.value ? TEXT_TYPE[s.tone] : undefined}
            style={{ fontSize: 24, lineHeight: 1.2 }}
          >
            {s.value.toLocaleString('en-US')}
          </Typography.Text>
        );
        return (
          <li key={s.label} style={{ display: 'flex', flexDirection: 'column', minWidth: 64 }}>
            {s.href ? (
              <Link to={s.href} aria-label={`${s.label}: ${s.value}`}>
                {value}
              </Link>
            ) : (
              value
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.label}
            </Typography.Text>
          </li>
        );
      })}
    </Flex>
  );
}

/** The numbers of a chart as a table: its accessible view. */
export function ChartTable({ chart }: { chart: WidgetChart }) {
  const { token } = theme.useToken();
  const cell = {
    padding: '4px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'right' as const,
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', color: token.colorTextSecondary, paddingBottom: 4 }}>
          {chart.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              {chart.xLabel}
            </th>
            {chart.series.map((s) => (
              <th key={s.key} scope="col" style={cell}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.points.map((p) => (
            <tr key={p.label}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                {p.label}
              </th>
              {chart.series.map((s) => (
                <td key={s.key} style={cell}>
                  {(p.values[s.key] ?? 0).toLocaleString('en-US')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartBlock({ chart, title }: { chart: WidgetChart; title: string }) {
  const [view, setView] = useState<'Chart' | 'Table'>('Chart');
  return (
    <div style={{ marginBottom: 12 }}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 4 }}>
        <Typography.Text type="secondary">{chart.caption}</Typography.Text>
        <Segmented
          size="small"
          options={['Chart', 'Table']}
          value={view}
          onChange={(v) => setView(v as 'Chart' | 'Table')}
          aria-label={`Show ${title} as`}
        />
      </Flex>
      {view === 'Table' ? (
        <ChartTable chart={chart} />
      ) : (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
          <Chart chart={chart} />
        </Suspense>
      )}
    </div>
  );
}

function Rows({ rows, label }: { rows: WidgetRow[]; label: string }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((r) => (
        <li
          key={r.id}
          style={{
            display: 'flex',
            gap: 8,
            justifyContent: 'space-between',
            alignItems: 'baseline',
            padding: '6px 0',
            borderTop: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <div style={{ minWidth: 0 }}>
            <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {r.href ? <Link to={r.href}>{r.title}</Link> : r.title}
            </div>
            {r.detail && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.detail}
              </Typography.Text>
            )}
          </div>
          <Flex gap={4} align="center" style={{ flexShrink: 0 }}>
            {r.when && (
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {whenText(r.when)}
              </Typography.Text>
            )}
            {r.tag && (
              <Tag color={TAG_COLOR[r.tag.tone]} style={{ marginInlineEnd: 0 }}>
                {r.tag.text}
              </Tag>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** A widget's numbers, chart (with its table view) and list, or what it says when it has none. */
export function WidgetBody({ data, title }: { data: WidgetData; title: string }) {
  const nothing = !data.stats.length && !data.chart && !data.rows.length;
  if (nothing) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={data.emptyText} />;
  return (
    <>
      {data.stats.length > 0 && <Stats stats={data.stats} />}
      {data.chart && <ChartBlock chart={data.chart} title={title} />}
      {data.rows.length > 0 ? (
        <Rows rows={data.rows} label={`${title} list`} />
      ) : (
        // numbers that are all zero say why (nothing yet); numbers that count something need no "nothing yet"
        !data.chart &&
        data.stats.every((s) => !Number(s.value)) && (
          <Typography.Text type="secondary">{data.emptyText}</Typography.Text>
        )
      )}
    </>
  );
}
