import { useMemo, useState } from 'react';
import { useDebounced } from '../../../../components/useDebounced';
import { Select } from 'antd';
import { useGet } from '../../../../app/client';

interface Props {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  /** names of the users the rule already holds (shown before any search) */
  known?: { id: number; name: string; active?: boolean }[];
  'aria-label'?: string;
}

/** Several active users, searched by name on the server as one types (GET /api/users/names). */
export function RecipientSelect({ value, onChange, id, known = [], ...rest }: Props) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const [labels, setLabels] = useState<Map<number, string>>(new Map());
  const users = useGet(
    '/api/users/names',
    { query: { q: q || undefined } },
    { staleTime: 60_000, placeholderData: (prev) => prev },
  );
  const selected = useMemo(() => value ?? [], [value]);

  const options = useMemo(() => {
    const names = new Map<number, string>(
      known.map((u) => [u.id, u.active === false ? `${u.name} (inactive)` : u.name]),
    );
    for (const [k, v] of labels) names.set(k, v);
    const opts = (users.data?.items ?? []).map((u) => ({ value: u.id, label: u.name }));
    for (const id of selected)
      if (!opts.some((o) => o.value === id)) opts.unshift({ value: id, label: names.get(id) ?? `User #${id}` });
    return opts;
  }, [users.data, selected, known, labels]);

  return (
    <Select
      id={id}
      mode="multiple"
      aria-label={rest['aria-label']}
      value={selected}
      onChange={(ids: number[]) => {
        setLabels((prev) => {
          const next = new Map(prev);
          for (const o of options) if (ids.includes(o.value)) next.set(o.value, o.label);
          return next;
        });
        onChange?.(ids);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="Type a name"
      loading={users.isFetching}
      notFoundContent={
        users.isError ? 'The users could not be loaded' : users.isPending ? 'Loading…' : 'No user matches'
      }
      style={{ width: '100%' }}
    />
  );
}

/** Extra addresses typed in: Enter, comma, semicolon or space ends one. */
export function EmailTags({
  value,
  onChange,
  id,
  ...rest
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <Select
      id={id}
      mode="tags"
      aria-label={rest['aria-label']}
      value={value ?? []}
      onChange={(v: string[]) => onChange?.(v.map((s) => s.trim()).filter(Boolean))}
      tokenSeparators={[',', ';', ' ']}
      open={false}
      suffixIcon={null}
      placeholder="name@example.edu"
      style={{ width: '100%' }}
    />
  );
}
