import type { TableDef } from '../engine.js';
import { HOUSING_WINGS, MEAL_PLAN_CHOICES, ROOM_FACES } from '../options.js';
import { description, name, notBefore } from './admin.js';

export const HOUSING_TABLES: TableDef[] = [
  {
    key: 'housing-wing',
    group: 'housing',
    title: 'Housing Wings',
    singular: 'Housing Wing',
    description: 'The wings of the residence that rooms and suites are in.',
    fields: [name(), description(500)],
    seed: HOUSING_WINGS.map((o) => ({ name: o.label })),
  },
  {
    key: 'room-face',
    group: 'housing',
    title: 'Room Faces',
    singular: 'Room Face',
    description: 'Which side of the building a room looks out on.',
    fields: [name(), description(500)],
    seed: ROOM_FACES.map((o) => ({ name: o.label })),
  },
  {
    key: 'meal-plan-type',
    group: 'housing',
    title: 'Meal Plan Types',
    singular: 'Meal Plan Type',
    description: 'The meal plans residents can choose, by meals a day.',
    fields: [
      name(),
      { key: 'choice', label: 'Meals a Day', kind: 'enum', options: MEAL_PLAN_CHOICES, required: true, filter: true },
      description(500),
    ],
    lookupFields: ['choice'],
    seed: [
      { name: 'No Meal Plan', choice: 0 },
      { name: 'Breakfast Only', choice: 1 },
      { name: 'Half Board', choice: 2 },
      { name: 'Full Board', choice: 3 },
    ],
  },
  {
    key: 'moving-date',
    group: 'housing',
    title: 'Moving Dates',
    singular: 'Moving Date',
    description: 'When residents may move in and must move out, per semester.',
    fields: [
      { key: 'semester', label: 'Semester', kind: 'ref', ref: 'semester', required: true, filter: true },
      { key: 'moveIn', label: 'Move-in Date', kind: 'date', required: true },
      { key: 'moveOut', label: 'Move-out Date', kind: 'date', required: true },
    ],
    labelField: 'semester',
    sort: '-moveIn',
    lookupFields: ['moveIn', 'moveOut'],
    check: notBefore('moveIn', 'moveOut', 'Move-out Date must be after Move-in Date', true),
    seed: [
      { semester: 'Spring 2026', moveIn: '2026-01-02', moveOut: '2026-05-02' },
      { semester: 'Summer 2026', moveIn: '2026-05-01', moveOut: '2026-08-31' },
      { semester: 'Fall 2026', moveIn: '2026-09-03', moveOut: '2026-12-20' },
    ],
    specCalls: ['movingDatesCTList', 'addUpdateMovingDates', 'getDatesById'],
  },
];
