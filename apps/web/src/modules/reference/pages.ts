import { page, type Pages } from '../../app/pageKit';

const controlGroup = page('guarded', () => import('./pages/ControlGroupPage'));
const leadSettings = page('guarded', () => import('./pages/LeadSettingsPage'));
const accountingSettings = page('guarded', () => import('./pages/AccountingSettingsPage'));
const accountingBulk = page('guarded', () => import('./pages/AccountingBulkPage'));
/**
 * The accounting settings backed by tables: the slugs of contracts' ACCOUNTING_SETTING_PAGES, written out
 * because importing that list would put the table declarations into the sign-in chunk (~9 KB gzipped);
 * pages.test.ts keeps the two in step.
 * The three bulk-update pages (accounting, financial status, invoice financial status) are built.
 */
export const ACCOUNTING_SLUGS = [
  'feehead',
  'feegrouphead',
  'revenue-setting',
  'accounting-head',
  'master-values',
  'installment-end-date',
  'immigration-deposit',
  'leads',
  'pre-med',
  'med',
  'med6',
  'non-clinical-other',
  'insurance',
  'clinical',
  'clinical-other',
  'general',
  'installment',
  'housing-fees',
  'basic-science-loa',
  'asp',
  'administrative',
  'premed-loa',
  'vet1to6',
  'vet7to12',
  'prehealth',
  'clinicalFee',
  'studentpermit',
] as const;
const ACCOUNTING_ROUTES = Object.fromEntries([
  ['/admin/accounting-settings', accountingSettings],
  ...ACCOUNTING_SLUGS.map((s) => [`/admin/accounting-settings/${s}`, accountingSettings]),
  ['/admin/accounting-settings/bulk-update/accounting', accountingBulk],
  ['/admin/accounting-settings/bulk-update/financial-status', accountingBulk],
  ['/admin/accounting-settings/bulk-update/invoice-financial-status', accountingBulk],
]) as Pages;

/** The reference context's screens (control tables, lead and accounting settings, class assignment), each loaded lazily in its own chunk. */
export const referencePages: Pages = {
  '/admin/assign-class': page('guarded', () => import('./pages/AssignClassPage')),
  '/admin/control-table': page('guarded', () => import('./pages/ControlTableIndexPage')),
  '/admin/control-table/admin': controlGroup,
  '/admin/control-table/hr': controlGroup,
  '/admin/control-table/clinicals': controlGroup,
  '/admin/control-table/lead': controlGroup,
  '/admin/control-table/registrar': controlGroup,
  '/admin/control-table/accounting': controlGroup,
  '/admin/control-table/housing': controlGroup,
  '/admin/control-table/applicant': controlGroup,
  '/admin/control-table/survey': controlGroup,
  '/admin/lead-settings': leadSettings,
  '/admin/lead-settings/faculty-timeslot': leadSettings,
  '/admin/lead-settings/lead-current-semester': leadSettings,
  '/admin/lead-settings/lead-task': leadSettings,
  '/admin/lead-settings/lead-sources': leadSettings,
  ...ACCOUNTING_ROUTES,
};
