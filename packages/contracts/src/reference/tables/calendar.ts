import type { Option, TableDef } from '../engine.js';
import { description, name } from './admin.js';

/**
 * Colours an event type may take: names of the UI kit's preset palette, so that the web paints them
 * from its theme (light and dark) rather than from hard-coded values.
 */
export const CALENDAR_COLORS: readonly Option<string>[] = [
  { value: 'blue', label: 'Blue' },
  { value: 'green', label: 'Green' },
  { value: 'red', label: 'Red' },
  { value: 'orange', label: 'Orange' },
  { value: 'purple', label: 'Purple' },
  { value: 'cyan', label: 'Cyan' },
  { value: 'magenta', label: 'Magenta' },
  { value: 'gold', label: 'Gold' },
  { value: 'geekblue', label: 'Indigo' },
  { value: 'volcano', label: 'Volcano' },
  { value: 'lime', label: 'Lime' },
];
export type CalendarColor = (typeof CALENDAR_COLORS)[number]['value'];

/** The control tables of the calendar (spec 000 section 7): event types and event groups, kept by administrators. */
export const CALENDAR_TABLES: TableDef[] = [
  {
    key: 'calendar-event-type',
    group: 'admin',
    title: 'Calendar Event Types',
    singular: 'Calendar Event Type',
    description: 'What an event on the calendar is (meeting, exam, holiday ...) and the colour it is shown in.',
    fields: [
      name('Name', 80),
      { key: 'color', label: 'Colour', kind: 'enum', options: CALENDAR_COLORS, required: true, list: true },
      description(500),
    ],
    sort: 'name',
    lookupFields: ['color'],
    seed: [
      { name: 'Meeting', color: 'blue' },
      { name: 'Lecture', color: 'green' },
      { name: 'Exam', color: 'red' },
      { name: 'Deadline', color: 'volcano' },
      { name: 'Holiday', color: 'gold' },
      { name: 'Orientation', color: 'purple' },
      { name: 'Clinical Rotation', color: 'cyan' },
      { name: 'Other', color: 'geekblue' },
    ],
    specCalls: ['getCalendarEventTypes'],
  },
  {
    key: 'calendar-event-group',
    group: 'admin',
    title: 'Calendar Event Groups',
    singular: 'Calendar Event Group',
    description: 'The part of the school an event on the calendar belongs to.',
    fields: [name('Name', 80), description(500)],
    sort: 'name',
    seed: [
      { name: 'Academic' },
      { name: 'Administration' },
      { name: 'Admissions' },
      { name: 'Clinical' },
      { name: 'Faculty' },
      { name: 'Finance' },
      { name: 'Student Affairs' },
    ],
    specCalls: ['getCalendarEventGroup'],
  },
];
