import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { FilterInput } from '../../../components/FilterInput';
import { DATE_FORMAT } from '../../../components/format';
import { useUrlPatch } from '../../../components/PersonDatesFilter';

/**
 * The accounting lists' own filters, kept in the URL: the student (name or id, the server's `student`) and
 * the days paid between (`from`, `to`; another meaning by `rangeLabel`). `params` for the list's request, `active` (how many are set) and
 * `bar` for DataTable's filterBar.
 */
export function usePaymentFilters(
  /** what the day range means on this list (default: the days paid between) */
  rangeLabel?: string,
): { params: Record<string, string | undefined>; active: number; bar: ReactNode } {
  const { t } = useTranslation();
  const [sp] = useSearchParams();
  const patch = useUrlPatch();
  const student = sp.get('student') ?? undefined;
  const from = sp.get('from') ?? undefined;
  const to = sp.get('to') ?? undefined;
  const bar = (
    <>
      <FilterInput
        id="filter-student"
        label={t('Student name or ID', { ns: 'titles' })}
        style={{ width: 220 }}
        value={student}
        onApply={(v) => patch({ student: v || undefined })}
      />
      <DatePicker.RangePicker
        aria-label={rangeLabel ?? t('Paid between', { ns: 'titles' })}
        format={DATE_FORMAT}
        allowEmpty={[true, true]}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(r) => patch({ from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })}
      />
    </>
  );
  return { params: { student, from, to }, active: [student, from ?? to].filter(Boolean).length, bar };
}
