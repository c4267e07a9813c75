import { useMemo, useState } from 'react';
import { useDebounced } from '../../../../components/useDebounced';
import { Select } from 'antd';
import { useCalendarUsers } from '../api';

interface Props {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  /** names already known (the event's invitees), shown before the search answers */
  known?: { id: number; name: string }[];
  /** never offered: the organiser */
  exclude?: number;
  disabled?: boolean;
}

/** Picks people to invite: the caller's colleagues by name (label) with their id (value), searched on the server as one types. */
export function InviteeSelect({ value, onChange, id, known = [], exclude, disabled }: Props) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const chosen = useMemo(() => value ?? [], [value]);
  const users = useCalendarUsers(q, chosen);
  const options = useMemo(() => {
    const byId = new Map<number, { value: number; label: string; title: string }>();
    for (const k of known) byId.set(k.id, { value: k.id, label: k.name, title: k.name });
    for (const u of users.data?.items ?? []) byId.set(u.value, { value: u.value, label: u.label, title: u.label });
    return [...byId.values()].filter((o) => o.value !== exclude);
  }, [users.data, known, exclude]);

  return (
    <Select
      id={id}
      mode="multiple"
      value={chosen}
      onChange={(ids: number[]) => {
        onChange?.(ids);
        setTyped('');
      }}
      options={options}
      optionRender={(o) => <span title={String(o.data.title)}>{o.data.title}</span>}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      placeholder="Type a name to invite"
      loading={users.isFetching}
      disabled={disabled}
      notFoundContent={
        users.isError ? 'The users could not be loaded' : users.isPending ? 'Loading…' : 'No user matches'
      }
      style={{ width: '100%' }}
    />
  );
}
