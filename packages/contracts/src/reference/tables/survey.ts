import type { TableDef } from '../engine.js';
import { CHOICE_ANSWER_TYPES, SURVEY_ANSWER_TYPES, SURVEY_AUDIENCES, SURVEY_STATUSES } from '../options.js';
import { description, notBefore } from './admin.js';

const BASIC_SCIENCE = 'Basic Science End of Semester Survey - Fall 2025';
const GRADUATION = 'Graduation Survey 2026';
const PRECEPTOR_EVALUATION = 'Preceptor Evaluation of the Student';
const ROTATION_FEEDBACK = 'Rotation Feedback';
const CLASS_EVALUATION = 'Class Evaluation';
const askIn =
  (survey: string) =>
  (n: number, text: string, answerType: number, options?: string, required = true) => ({
    survey,
    question: text,
    answerType,
    order: n,
    required,
    ...(options ? { options } : {}),
  });
const question = askIn(BASIC_SCIENCE);
const graduation = askIn(GRADUATION);
const evaluation = askIn(PRECEPTOR_EVALUATION);
const feedback = askIn(ROTATION_FEEDBACK);
const classEvaluation = askIn(CLASS_EVALUATION);

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
        title: GRADUATION,
        audience: 'graduating',
        status: 'Open',
        startDate: '2026-05-01',
        endDate: '2026-06-30',
      },
      {
        title: PRECEPTOR_EVALUATION,
        audience: 'preceptor-evaluation',
        status: 'Open',
        startDate: '2026-01-01',
        endDate: '2030-12-31',
        description: 'The preceptor evaluates the student at the end of each rotation.',
      },
      {
        title: ROTATION_FEEDBACK,
        audience: 'rotation-feedback',
        status: 'Open',
        startDate: '2026-01-01',
        endDate: '2030-12-31',
        description: 'The student tells the clinical office how her rotation went.',
      },
      {
        title: CLASS_EVALUATION,
        audience: 'course-evaluation',
        status: 'Open',
        startDate: '2026-01-01',
        endDate: '2030-12-31',
        description: 'The student evaluates each class of her stage: teaching, organisation and assessment.',
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
      graduation(1, 'How well did the program prepare you for residency?', 7),
      graduation(2, 'Would you recommend the school to a friend?', 6),
      graduation(3, 'Which services did you use?', 4, 'Library\nTutoring\nCounselling\nCareer advising'),
      graduation(4, 'What is your expected residency start date?', 1, undefined, false),
      graduation(5, 'Any other comments?', 2, undefined, false),
      evaluation(1, 'Overall clinical performance', 8),
      evaluation(2, 'Professionalism', 9),
      evaluation(3, 'Clinical skills', 15, 'History taking\nPhysical examination\nCase presentation'),
      evaluation(4, 'Recommended grade', 5, 'Honors\nHigh Pass\nPass\nFail'),
      evaluation(5, 'Would you accept this student as a resident?', 6),
      evaluation(6, 'Comments for the clinical office', 2, undefined, false),
      feedback(1, 'How would you rate this rotation overall?', 7),
      feedback(2, 'The preceptor gave useful teaching.', 9),
      feedback(3, 'Would you recommend this rotation to other students?', 6),
      feedback(4, 'What should the hospital improve?', 2, undefined, false),
      classEvaluation(1, 'How would you rate this class overall?', 7),
      classEvaluation(2, 'The lectures were clear and well organised.', 9),
      classEvaluation(3, 'The assessments reflected what was taught.', 9),
      classEvaluation(4, 'What would you change about this class?', 2, undefined, false),
    ],
  },
];
