import type { TableDef } from '../engine.js';
import { DAYS_OF_WEEK } from '../options.js';
import { notBefore } from './admin.js';

/** Tables kept on their own screens (lead settings, assign class) rather than in the control-table index. */
export const SETTINGS_TABLES: TableDef[] = [
  {
    key: 'faculty-timeslot',
    group: 'lead',
    title: 'Faculty Time Slots',
    singular: 'Faculty Time Slot',
    description: 'When each faculty member is free to interview applicants.',
    standalone: true,
    link: '/admin/lead-settings',
    fields: [
      { key: 'faculty', label: 'Faculty', kind: 'user', required: true, filter: true },
      { key: 'day', label: 'Day', kind: 'enum', options: DAYS_OF_WEEK, required: true, filter: true },
      { key: 'startTime', label: 'Start Time', kind: 'time', required: true },
      { key: 'endTime', label: 'End Time', kind: 'time', required: true },
    ],
    labelField: 'day',
    unique: ['faculty', 'day', 'startTime'],
    sort: 'startTime',
    deletable: true,
    lookupFields: ['faculty', 'startTime', 'endTime'],
    check: notBefore('startTime', 'endTime', 'End Time must be after Start Time', true),
    specCalls: ['facultyTimeSlot'],
  },
  {
    key: 'assigned-class',
    group: 'admin',
    title: 'Assigned Classes',
    singular: 'Assigned Class',
    description: 'The classes each faculty member teaches, per semester.',
    standalone: true,
    link: '/admin/assign-class',
    fields: [
      { key: 'faculty', label: 'Faculty', kind: 'user', required: true, filter: true },
      { key: 'class', label: 'Class', kind: 'ref', ref: 'class', required: true, filter: true },
      { key: 'semester', label: 'Semester', kind: 'ref', ref: 'semester', filter: true },
    ],
    labelField: 'faculty',
    unique: ['faculty', 'class', 'semester'],
    deletable: true,
    lookupFields: ['class', 'semester'],
  },
];
