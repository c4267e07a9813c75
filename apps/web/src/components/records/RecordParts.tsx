import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '../../app/i18n';

/**
 * The record's tabs as links (each tab has its own URL); the open one is marked for assistive technology.
 * The labels are given in English and show in the chosen language (namespace `titles`).
 */
export function RecordTabBar<T extends string>({
  label,
  tabs,
  current,
  tabLabel,
  url,
  preload,
}: {
  /** the navigation's name ("Student record") */
  label: string;
  tabs: T[];
  current: T | undefined;
  tabLabel: (tab: T) => string;
  url: (tab: T) => string;
  /** fetches a tab's code ahead of the click (hover, keyboard focus) */
  preload?: (tab: T) => void;
}) {
  useTranslation('titles'); // re-renders when the language changes
  return (
    <nav aria-label={translateTitle(label)}>
      <ul className="record-tabs">
        {tabs.map((t) => (
          <li key={t}>
            <Link
              to={url(t)}
              aria-current={t === current ? 'page' : undefined}
              onMouseEnter={preload && (() => preload(t))}
              onFocus={preload && (() => preload(t))}
            >
              {translateTitle(tabLabel(t))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's facts as a description list ("Student facts"): a label over each value. */
export function RecordFacts({ label, facts }: { label: string; facts: { label: string; value: ReactNode }[] }) {
  useTranslation('titles');
  return (
    <dl className="record-facts" aria-label={translateTitle(label)} style={{ marginTop: 8 }}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{translateTitle(f.label)}</dt>
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
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '40px 16px' }}>
      <LockOutlined style={{ fontSize: 36 }} aria-hidden="true" />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 12 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{why}</Typography.Paragraph>
      {first && <Link to={first.url}>{t('record.openTab', { tab: translateTitle(first.label) })}</Link>}
    </div>
  );
}
