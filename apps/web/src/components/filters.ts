import i18n from '../app/i18n';
import type { FilterDef } from './DataTable';

/**
 * The Status filter of a list whose rows can be deactivated (?active=true|false), in the current
 * language: call it where the list renders.
 */
export function activeFilter(width?: number): FilterDef {
  return {
    name: 'active',
    label: i18n.t('Status', { ns: 'titles', defaultValue: 'Status' }),
    width,
    options: [
      { label: i18n.t('Active', { ns: 'titles', defaultValue: 'Active' }), value: 'true' },
      { label: i18n.t('Inactive', { ns: 'titles', defaultValue: 'Inactive' }), value: 'false' },
    ],
  };
}
