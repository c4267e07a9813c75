import type { TableDef } from '../engine.js';
import { CHOICE_ANSWER_TYPES, SURVEY_ANSWER_TYPES, SURVEY_AUDIENCES, SURVEY_STATUSES } from '../options.js';
import { description, notBefore } from './admin.js';

const question = (n: number, text: string, answerType: number, options?: string) => ({
  survey: 'Basic Science End of Semester Survey - Fall 2025',
  question: text,
  answerType,
  order: n,
  required: true,
  ...(options ? { options } : {}),
});

export const SURVEY_TABLES: TableDef[] = [
  {
    key: 'survey',
    group: 'survey',
    title: 'Surveys',
    singular: 'Survey',
    description: 'Surveys sent to students or staff, open between two dates.',
    fields: [
      { key: 'title', label: 'Title', kind: 'text', required: true, max: 200 },
      { key: 'audience', label: 'Audience', kind: 'enum', options: SURVEY_AUDIENCES, required: true, filter: true },
      {
        key: 'status',
        label: 'Status',
        kind: 'enum',
        options: SURVEY_STATUSES.filter((o) => o.value !== 'All'),
        required: true,
        filter: true,
      },
      { key: 'startDate', label: 'Start Date', kind: 'date', required: true },
      { key: 'endDate', label: 'End Date', kind: 'date', required: true },
      description(2000),
    ],
    labelField: 'title',
    sort: '-startDate',
    lookupFields: ['audience', 'status'],
    check: notBefore('startDate', 'endDate', 'End Date must be on or after Start Date'),
    seed: [
      {
        title: 'Basic Science End of Semester Survey - Fall 2025',
        audience: 'basic-science',
        status: 'Close',
        startDate: '2025-12-01',
        endDate: '2025-12-19',
      },
      {
        title: 'Class Chair Feedback - Spring 2026',
        audience: 'class-chair',
        status: 'Open',
        startDate: '2026-04-01',
        endDate: '2026-04-30',
      },
      {
        title: 'Graduation Survey 2026',
        audience: 'graduating',
        status: 'Open',
        startDate: '2026-05-01',
        endDate: '2026-06-30',
      },
    ],
    specCalls: ['basicScienceSurvey', 'addUpdateSurvey'],
  },
  {
    key: 'survey-question',
    group: 'survey',
    title: 'Survey Questions',
    singular: 'Survey Question',
    description: 'The questions of a survey, in the order they are asked.',
    fields: [
      { key: 'survey', label: 'Survey', kind: 'ref', ref: 'survey', required: true, filter: true, list: true },
      { key: 'question', label: 'Question', kind: 'text', required: true, max: 500, list: true },
      {
        key: 'answerType',
        label: 'Answer Type',
        kind: 'enum',
        options: SURVEY_ANSWER_TYPES,
        required: true,
        filter: true,
        list: true,
      },
      { key: 'options', label: 'Choices', kind: 'textarea', max: 4000, help: 'One choice per line' },
      { key: 'order', label: 'Order', kind: 'int', min: 1, max: 500, required: true, list: true },
      { key: 'required', label: 'Answer Required', kind: 'bool', list: true },
    ],
    labelField: 'question',
    unique: ['survey', 'question'],
    sort: 'order',
    lookupFields: ['survey', 'answerType', 'order'],
    check: (v) =>
      CHOICE_ANSWER_TYPES.includes(v.answerType as number) && (typeof v.options !== 'string' || !v.options.trim())
        ? { field: 'options', message: 'List the choices, one per line' }
        : null,
    seed: [
      question(1, 'How would you rate the overall quality of teaching this semester?', 7),
      question(
        2,
        'Which class did you find most useful?',
        5,
        'Gross Anatomy\nMedical Physiology\nMedical Biochemistry',
      ),
      question(3, 'The learning resources in the library were sufficient.', 9),
      question(4, 'What should we improve next semester?', 2),
    ],
  },
];
