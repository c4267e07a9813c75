import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AutoComplete, Button, Input, Typography, type InputRef } from 'antd';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { flattenMenu, SEARCH_MIN_CHARS } from '@caduceus/contracts';
import { useSignedIn } from '../../../app/session';
import { canOpen } from '../../../app/access';
import { isBuiltPath } from '../../../app/pages';
import { allDestinations, filterByTitle } from './destinations';
import { useRecordSearch } from './api';
import './search.css';

interface Option {
  value: string;
  label: ReactNode;
  title: string;
}

const MENU_TITLES = new Map(flattenMenu().map((m) => [m.key, m.title]));
const hit = (title: string, sub: string | null) => (
  <span className="search-hit">
    <span>{title}</span>
    {sub && <Typography.Text type="secondary">{sub}</Typography.Text>}
  </span>
);

/** The open search box: loaded when the search button is first used, so the shell stays light. */
export default function SearchBox({ onClose }: { onClose: () => void }) {
  const session = useSignedIn();
  const navigate = useNavigate();
  const { t } = useTranslation('menu');
  const [text, setText] = useState('');
  const [active, setActive] = useState<string | undefined>();
  const inputRef = useRef<InputRef>(null);
  const records = useRecordSearch(text);

  const pages = useMemo(
    () =>
      allDestinations()
        .filter((d) => isBuiltPath(d.link.split('?')[0]) && canOpen(d.link, session))
        .map((d) => ({
          ...d,
          title: d.menuKey ? t(d.menuKey, { defaultValue: d.title }) : d.title,
          section: d.trail.map((k) => t(k, { defaultValue: MENU_TITLES.get(k) ?? k })).join(' › '),
        })),
    [session, t],
  );

  const groups = useMemo(() => {
    const out: { label: string; options: Option[] }[] = [];
    const matched = filterByTitle(pages, text).slice(0, 8);
    if (matched.length)
      out.push({
        label: 'Pages',
        options: matched.map((p) => ({ value: p.link, title: p.title, label: hit(p.title, p.section) })),
      });
    if (text.trim().length >= SEARCH_MIN_CHARS) {
      for (const g of records.data?.groups ?? []) {
        out.push({
          label: g.label,
          options: g.items.map((i) => ({
            value: i.link,
            title: i.title,
            label: hit(i.title, i.subtitle),
          })),
        });
      }
    }
    return out;
  }, [pages, text, records.data]);

  const close = onClose;
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const go = (link: string) => {
    close();
    void navigate(link);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Enter') {
      // the highlighted suggestion is chosen by onSelect; without one, go to the first suggestion
      const first = groups[0]?.options[0]?.value;
      if (!active && first) {
        e.preventDefault();
        go(first);
      } else if (!active) close();
    }
  };

  const empty =
    text.trim() && !groups.length
      ? records.isFetching
        ? 'Searching…'
        : text.trim().length < SEARCH_MIN_CHARS
          ? 'No page has this title'
          : 'Nothing found'
      : null;
  return (
    <div className="global-search" role="search">
      <AutoComplete
        value={text}
        options={groups}
        open={!!text.trim()}
        onChange={(v: string) => setText(v)}
        onSelect={(v: string) => go(v)}
        onActive={(v: string | undefined) => setActive(v)}
        notFoundContent={empty}
        defaultActiveFirstOption={false}
        style={{ width: '100%' }}
        popupMatchSelectWidth
      >
        <Input
          ref={inputRef}
          aria-label="Search pages and records"
          placeholder="Search pages, users, reference data…"
          prefix={<SearchOutlined />}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (!text.trim()) close();
          }}
        />
      </AutoComplete>
      <Button type="text" icon={<CloseOutlined />} aria-label="Close search" onClick={close} />
    </div>
  );
}
