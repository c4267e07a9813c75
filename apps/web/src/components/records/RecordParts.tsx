import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';

/** The record's tabs as links (each tab has its own URL); the open one is marked for assistive technology. */
export function RecordTabBar<T extends string>({
  label,
  tabs,
  current,
  tabLabel,
  url,
}: {
  /** the navigation's name ("Student record") */
  label: string;
  tabs: T[];
  current: T | undefined;
  tabLabel: (tab: T) => string;
  url: (tab: T) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="record-tabs">
        {tabs.map((t) => (
          <li key={t}>
            <Link to={url(t)} aria-current={t === current ? 'page' : undefined}>
              {tabLabel(t)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's facts as a description list ("Student facts"): a label over each value. */
export function RecordFacts({ label, facts }: { label: string; facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="record-facts" aria-label={label} style={{ marginTop: 8 }}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A tab this viewer may not open, or that the record does not show now (the server refuses it too). */
export function RecordTabUnavailable({
  title,
  why,
  first,
}: {
  /** "Notes is not available for this lead" */
  title: string;
  /** what decides which parts show */
  why: string;
  /** the record's first tab, to go on from */
  first?: { label: string; url: string };
}) {
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '40px 16px' }}>
      <LockOutlined style={{ fontSize: 36 }} aria-hidden="true" />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 12 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{why}</Typography.Paragraph>
      {first && <Link to={first.url}>Open {first.label}</Link>}
    </div>
  );
}
