import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { theme } from 'antd';
import type { WidgetChart as Chart } from '@caduceus/contracts';

/** Series colours from the theme's palette (light and dark), never fixed values. */
function usePalette(): string[] {
  const { token } = theme.useToken();
  return [
    token.colorPrimary,
    token.green6,
    token.gold6,
    token.purple6,
    token.cyan6,
    token.volcano6,
    token.magenta6,
    token.lime6,
  ];
}

/**
 * A widget's chart (loaded lazily: recharts stays out of every other screen). Screen readers get the
 * caption here and the numbers in the widget's table view.
 */
export default function WidgetChart({ chart }: { chart: Chart }) {
  const { token } = theme.useToken();
  const palette = usePalette();
  const rows = chart.points.map((p) => ({ label: p.label, ...p.values }));
  const axis = { stroke: token.colorTextSecondary, tick: { fill: token.colorTextSecondary, fontSize: 12 } };
  const tooltip = {
    contentStyle: {
      background: token.colorBgElevated,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadius,
      color: token.colorText,
    },
    labelStyle: { color: token.colorText },
    cursor: { fill: token.colorFillSecondary },
  };
  const legend = { wrapperStyle: { color: token.colorText, fontSize: 12 } };

  let body;
  if (chart.type === 'pie') {
    const s = chart.series[0];
    body = (
      <PieChart>
        <Pie
          data={rows}
          dataKey={s.key}
          nameKey="label"
          outerRadius="80%"
          isAnimationActive={false}
          stroke={token.colorBgContainer}
        >
          {rows.map((r, i) => (
            <Cell key={r.label} fill={palette[i % palette.length]} />
          ))}
        </Pie>
        <Tooltip {...tooltip} />
        <Legend {...legend} />
      </PieChart>
    );
  } else if (chart.type === 'line') {
    body = (
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
        <XAxis dataKey="label" {...axis} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip {...tooltip} />
        <Legend {...legend} />
        {chart.series.map((s, i) => (
          <Line
            key={s.key}
            type="linear"
            dataKey={s.key}
            name={s.label}
            stroke={palette[i % palette.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  } else {
    body = (
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" vertical={false} />
        {/* every category named: slanted when there are many */}
        <XAxis
          dataKey="label"
          interval={0}
          {...(rows.length > 6 ? { angle: -30, textAnchor: 'end', height: 56 } : {})}
          {...axis}
        />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip {...tooltip} />
        {chart.series.length > 1 && <Legend {...legend} />}
        {chart.series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={palette[i % palette.length]}
            stackId={chart.series.length > 2 ? 'all' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    );
  }
  return (
    <div
      role="img"
      aria-label={`${chart.caption} (chart; choose Table to read the numbers)`}
      style={{ width: '100%', height: 240 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {body}
      </ResponsiveContainer>
    </div>
  );
}
