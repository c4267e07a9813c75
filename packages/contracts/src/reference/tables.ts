import type { ControlGroup, TableDef } from './engine.js';
import { ACCOUNTING_TABLES } from './tables/accounting.js';
import { ADMIN_TABLES } from './tables/admin.js';
import { APPLICANT_TABLES } from './tables/applicant.js';
import { CALENDAR_TABLES } from './tables/calendar.js';
import { CLINICALS_TABLES } from './tables/clinicals.js';
import { HOUSING_TABLES } from './tables/housing.js';
import { HR_TABLES } from './tables/hr.js';
import { LEAD_TABLES } from './tables/lead.js';
import { MAIL_LOG_TABLES } from './tables/maillog.js';
import { REGISTRAR_TABLES } from './tables/registrar.js';
import { SETTINGS_TABLES } from './tables/settings.js';
import { SURVEY_TABLES } from './tables/survey.js';

/**
 * Every declared control table. A table comes after every table its refs name, so seeding in this
 * order finds each referenced row by its label.
 */
export const CONTROL_TABLES: TableDef[] = [
  ...ADMIN_TABLES,
  ...REGISTRAR_TABLES,
  ...CLINICALS_TABLES,
  ...LEAD_TABLES,
  ...HR_TABLES,
  ...ACCOUNTING_TABLES,
  ...HOUSING_TABLES,
  ...APPLICANT_TABLES,
  ...SURVEY_TABLES,
  ...SETTINGS_TABLES,
  ...MAIL_LOG_TABLES,
  ...CALENDAR_TABLES,
];

const BY_KEY = new Map(CONTROL_TABLES.map((t) => [t.key, t]));
export const tableDef = (key: string): TableDef | undefined => BY_KEY.get(key);
export const tablesOfGroup = (group: ControlGroup) => CONTROL_TABLES.filter((t) => t.group === group && !t.standalone);

export { ACCOUNTING_SETTING_PAGES } from './tables/accounting.js';
/** Fixed identifiers the spec names. */
export { ISTANBUL_COURSE_ID } from './tables/admin.js';
