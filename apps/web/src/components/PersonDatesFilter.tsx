import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from './format';
import { UserSelect } from './UserSelect';

type Patch = Record<string, string | undefined>;

/** Sets (or, empty, removes) search parameters of the URL and goes back to the list's first page. */
export function useUrlPatch(): (patch: Patch) => void {
  const [, setSp] = useSearchParams();
  return useCallback(
    (patch: Patch) =>
      setSp(
        (prev) => {
          const n = new URLSearchParams(prev);
          n.delete('page');
          for (const [k, v] of Object.entries(patch)) {
            if (v) n.set(k, v);
            else n.delete(k);
          }
          return n;
        },
        { replace: true },
      ),
    [setSp],
  );
}

interface Options {
  /** the URL parameters: the person's id, the first and the last day */
  names: { person: string; from: string; to: string };
  /** the person picker's accessible name and placeholder, e.g. "Assigned to" */
  personLabel: string;
  /** the date range's accessible name, e.g. "Due between" */
  datesLabel: string;
  /** the date range's placeholders (antd's own when absent) */
  datesPlaceholder?: [string, string];
}

/**
 * A list's own filters by a person and a date range, kept in the URL: `params` for the list's request,
 * `active` (how many are set) and `bar` (the person picker and the date range) for its filter bar.
 */
export function usePersonDatesFilter({ names, personLabel, datesLabel, datesPlaceholder }: Options) {
  const [sp] = useSearchParams();
  const patch = useUrlPatch();
  const person = Number(sp.get(names.person)) || undefined;
  const from = sp.get(names.from) ?? undefined;
  const to = sp.get(names.to) ?? undefined;
  const params = { [names.person]: person, [names.from]: from, [names.to]: to };
  const active = [person, from ?? to].filter((v) => v !== undefined).length;
  const bar: ReactNode = (
    <>
      <div style={{ width: 240 }}>
        <UserSelect
          aria-label={personLabel}
          placeholder={personLabel}
          value={person ?? null}
          onChange={(v) => patch({ [names.person]: v ? String(v) : undefined })}
        />
      </div>
      <DatePicker.RangePicker
        aria-label={datesLabel}
        format={DATE_FORMAT}
        allowEmpty={[true, true]}
        placeholder={datesPlaceholder}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(r) =>
          patch({ [names.from]: r?.[0]?.format('YYYY-MM-DD'), [names.to]: r?.[1]?.format('YYYY-MM-DD') })
        }
      />
    </>
  );
  return { params, active, bar };
}
