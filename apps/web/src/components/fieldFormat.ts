import { refLabelKey, type FieldDef } from '@caduceus/contracts';
import { formatDate } from './format';

/** Money as text with thousands separators: "1250.5" -> "$1,250.50". */
export function formatMoney(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  return `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * One field's value as a person reads it: option labels for enums, the named row for refs and users
 * (`<key>Label` beside the value in `record`), MM/DD/YYYY dates, Yes/No, $ amounts. Empty: ''.
 */
export function formatFieldValue(
  f: Pick<FieldDef, 'key' | 'kind' | 'options'>,
  value: unknown,
  record?: Record<string, unknown>,
): string {
  if (f.kind === 'ref' || f.kind === 'user') {
    const label = record?.[refLabelKey(f.key)];
    if (typeof label === 'string' && label) return label;
    return value === null || value === undefined || value === '' ? '' : `#${String(value)}`;
  }
  if (value === null || value === undefined || value === '') return '';
  switch (f.kind) {
    case 'bool':
      return value === true || value === 'true' ? 'Yes' : 'No';
    case 'enum':
      return f.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
    case 'date':
      return formatDate(String(value)) || String(value);
    case 'money':
      return formatMoney(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
