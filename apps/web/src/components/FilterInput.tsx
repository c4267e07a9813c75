import type { ChangeEvent, CSSProperties } from 'react';
// the plain field and the search box alone: antd's Input also carries its password and one-time-code inputs
import Input from 'antd/es/input/Input';
import InputSearch from 'antd/es/input/Search';
import { FILTER_DELAY, useTypedFilter } from './useDebounced';

export interface FilterInputProps {
  id?: string;
  name?: string;
  /** the field's accessible name; say what it searches, e.g. "Name, email or student ID" */
  label: string;
  /** shown in the empty field (default: the label) */
  placeholder?: string;
  /** the applied filter (from the URL) */
  value: string | undefined;
  /** applies the trimmed text ('' removes the filter) */
  onApply: (text: string) => void;
  /** ms after the last key (default 300) */
  delay?: number;
  /** a search box (role searchbox, with a search button) instead of a plain field */
  search?: boolean;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  style?: CSSProperties;
  className?: string;
}

/**
 * A list's text filter: filters as one types (300 ms after the last key), at once on Enter or the clear
 * button; the applied filter changing elsewhere (Clear filters, the back button) shows in the field.
 */
export function FilterInput({
  id,
  name,
  label,
  placeholder,
  value,
  onApply,
  delay = FILTER_DELAY,
  search = false,
  inputMode,
  style,
  className,
}: FilterInputProps) {
  const { text, change, flush } = useTypedFilter(value ?? '', onApply, delay);
  const common = {
    id,
    name: name ?? id,
    'aria-label': label,
    placeholder: placeholder ?? label,
    allowClear: true,
    inputMode,
    style,
    className,
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      // the clear button: at once
      if (e.type === 'click' || e.target.value === '') flush(e.target.value);
      change(e.target.value);
    },
  };
  return search ? (
    <InputSearch {...common} onSearch={(v) => flush(v)} />
  ) : (
    <Input {...common} onPressEnter={() => flush(text)} onBlur={() => flush(text)} />
  );
}
