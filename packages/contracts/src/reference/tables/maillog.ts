import type { TableDef } from '../engine.js';
import { code, description, name } from './admin.js';

/** The dropdowns of the mail logs (000 section 7): departments and the ways outgoing mail is sent. */
export const MAIL_LOG_TABLES: TableDef[] = [
  {
    key: 'department',
    group: 'admin',
    title: 'Departments',
    singular: 'Department',
    description: "The school's departments; mail log entries say which department sent or received the mail.",
    fields: [name(), code(10), description(300)],
    sort: 'name',
    seed: [
      { name: 'Admissions', code: 'ADM' },
      { name: 'Registrar', code: 'REG' },
      { name: 'Accounting', code: 'ACC' },
      { name: 'Bursar', code: 'BUR' },
      { name: 'Clinical Affairs', code: 'CLIN' },
      { name: "Dean's Office", code: 'DEAN' },
      { name: 'Human Resources', code: 'HR' },
      { name: 'Student Affairs', code: 'STU' },
      { name: 'Housing', code: 'HOU' },
      { name: 'IT', code: 'IT' },
      { name: 'Library', code: 'LIB' },
    ],
    specCalls: ['departmentDropdown'],
  },
  {
    key: 'outgoing-mail-type',
    group: 'admin',
    title: 'Outgoing Mail Types',
    singular: 'Outgoing Mail Type',
    description: 'How outgoing mail leaves the school (post, courier, email, ...), for the outgoing mail logs.',
    fields: [
      name(),
      {
        key: 'tracked',
        label: 'Has a Tracking Number',
        kind: 'bool',
        help: 'Courier and registered mail carry a tracking number',
      },
      description(300),
    ],
    seed: [
      { name: 'Regular Mail', tracked: false },
      { name: 'Registered Mail', tracked: true },
      { name: 'Courier (FedEx)', tracked: true },
      { name: 'Courier (DHL)', tracked: true },
      { name: 'Courier (UPS)', tracked: true },
      { name: 'Hand Delivered', tracked: false },
      { name: 'Email', tracked: false },
      { name: 'Fax', tracked: false },
    ],
    lookupFields: ['tracked'],
    specCalls: ['typeOfOutgoingDropdown'],
  },
];
