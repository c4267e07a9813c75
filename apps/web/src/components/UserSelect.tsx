import i18n from '../app/i18n';
import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useGet, type ApiQuery } from '../app/client';
import { LOOKUP_STALE_MS } from './useLookup';
import { useDebounced } from './useDebounced';

export interface UserSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  /** the held user's name (the row's <key>Label), shown even when that user is no longer active */
  currentLabel?: string | null;
  /** narrows the choices, e.g. { groupId: 3 } */
  params?: ApiQuery<'/api/users/names'>;
  'aria-label'?: string;
}

/** Picks an active colleague by name (GET /api/users/names: names only, of the caller's group tree; searched on the server as one types). */
export function UserSelect({
  value,
  onChange,
  id,
  placeholder = 'Type a name',
  allowClear = true,
  disabled,
  currentLabel,
  params,
  ...rest
}: UserSelectProps) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const users = useGet(
    '/api/users/names',
    { query: { ...params, q: q || undefined } },
    { staleTime: LOOKUP_STALE_MS, placeholderData: (prev) => prev },
  );
  const current = value ?? undefined;
  const options = useMemo(() => {
    const opts = (users.data?.items ?? []).map((u) => ({ value: u.id, label: u.name }));
    if (current !== undefined && !opts.some((o) => o.value === current))
      opts.unshift({ value: current, label: currentLabel ?? i18n.t('user.number', { id: current }) });
    return opts;
  }, [users.data, current, currentLabel]);

  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={current}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      loading={users.isFetching}
      notFoundContent={
        users.isError ? 'The users could not be loaded' : users.isPending ? 'Loading…' : 'No user matches'
      }
      style={{ width: '100%' }}
    />
  );
}
