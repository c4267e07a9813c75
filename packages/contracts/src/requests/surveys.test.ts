import { describe, expect, it } from 'vitest';
import {
  datesAsMmDdYyyy,
  formatAnswer,
  surveyAnswersInput,
  surveyRefusal,
  surveyReportOf,
  type SurveyQuestion,
} from './surveys.js';

const q = (id: number, answerType: number, options?: string, required = true, question = `Question ${id}`) =>
  ({ id, question, answerType, options, order: id, required }) satisfies SurveyQuestion;

/** The first error's field and message, or 'ok'. */
function check(question: SurveyQuestion, value: unknown) {
  const r = surveyAnswersInput([question]).safeParse({ [`q${question.id}`]: value });
  return r.success ? 'ok' : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
}

describe('the answer of each answer type', () => {
  const cases: [string, SurveyQuestion, unknown[], [unknown, string][]][] = [
    ['1 short text', q(1, 1), ['Fine'], [['x'.repeat(201), 'q1: At most 200 characters']]],
    ['2 long text', q(2, 2), ['A\nlong answer'], [['x'.repeat(4001), 'q2: At most 4000 characters']]],
    ['3 single choice', q(3, 3, 'Red\nBlue'), ['Blue'], [['Green', 'q3: Choose one of the listed answers']]],
    [
      '4 multiple choice',
      q(4, 4, 'A\nB\nC'),
      [['A', 'C'], ['B']],
      [
        [['A', 'D'], 'q4: Choose among the listed answers'],
        [['A', 'A'], 'q4: Choose among the listed answers'],
        ['A', 'q4: Choose among the listed answers'],
      ],
    ],
    ['5 dropdown', q(5, 5, 'One\nTwo'), ['Two'], [['Three', 'q5: Choose one of the listed answers']]],
    ['6 Yes/No', q(6, 6), ['Yes', 'No'], [['Maybe', 'q6: Choose Yes or No']]],
    [
      '7 rating 1-5',
      q(7, 7),
      [1, 5, '3'],
      [
        [6, 'q7: Choose a rating from 1 to 5'],
        [2.5, 'q7: Choose a rating from 1 to 5'],
      ],
    ],
    ['8 rating 1-10', q(8, 8), [10], [[0, 'q8: Choose a rating from 1 to 10']]],
    ['9 Likert', q(9, 9), ['Strongly agree'], [['Yes', 'q9: Choose one of the listed answers']]],
    [
      '10 number',
      q(10, 10),
      [42, '-3.5'],
      [
        ['ten', 'q10: Enter a number'],
        [1e12, 'q10: Enter a number'],
      ],
    ],
    [
      '11 date',
      q(11, 11),
      ['2026-12-07'],
      [
        ['2026-02-30', 'q11: Use the date format YYYY-MM-DD'],
        ['12/07/2026', 'q11: Use the date format YYYY-MM-DD'],
      ],
    ],
    [
      '12 time',
      q(12, 12),
      ['08:30', '23:59'],
      [
        ['24:00', 'q12: Use the time format HH:MM (24 hours)'],
        ['8:30', 'q12: Use the time format HH:MM (24 hours)'],
      ],
    ],
    ['13 email', q(13, 13), ['ada@school.edu'], [['ada@', 'q13: Please enter a valid email address']]],
    [
      '14 file upload (a note)',
      q(14, 14),
      ['Signed form sent to the office'],
      [['x'.repeat(501), 'q14: At most 500 characters']],
    ],
    [
      '15 matrix',
      q(15, 15, 'Skills\nAttitude\n---\nGood\nPoor'),
      [{ Skills: 'Good', Attitude: 'Poor' }],
      [
        [{ Skills: 'Good' }, 'q15: Choose an answer for every row'],
        [{ Skills: 'Good', Attitude: 'Bad' }, 'q15: Choose among the listed answers'],
        [{ Skills: 'Good', Attitude: 'Poor', Other: 'Good' }, 'q15: Choose among the listed answers'],
      ],
    ],
  ];
  for (const [name, question, valid, invalid] of cases)
    it(name, () => {
      for (const v of valid) expect(check(question, v), JSON.stringify(v)).toBe('ok');
      for (const [v, error] of invalid) expect(check(question, v), JSON.stringify(v)).toBe(error);
      expect(check(question, '')).toBe(`q${question.id}: Answer this question`);
      expect(check({ ...question, required: false }, null)).toBe('ok');
    });

  it('a matrix without a separator answers its rows on the Likert scale', () => {
    expect(check(q(16, 15, 'Punctual\nPrepared'), { Punctual: 'Agree', Prepared: 'Neutral' })).toBe('ok');
    expect(check(q(16, 15, 'Punctual\nPrepared'), { Punctual: 'Good', Prepared: 'Neutral' })).toMatch(/^q16:/);
  });

  it('names every field in error, refuses fields of no question and keeps optional blanks as null', () => {
    const schema = surveyAnswersInput([q(1, 7), q(2, 2, undefined, false), q(3, 6)]);
    const r = schema.safeParse({ q1: 9, q3: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['q1', 'q3']);
    expect(schema.safeParse({ q1: 4, q3: 'Yes', q99: 'x' }).success).toBe(false);
    expect(schema.parse({ q1: '4', q2: '  ', q3: 'Yes' })).toEqual({ q1: 4, q2: null, q3: 'Yes' });
  });
});

describe('how an answer is shown', () => {
  it('a text answer to a question that mentions a date is shown MM-DD-YYYY', () => {
    expect(datesAsMmDdYyyy('from 2027-07-01 on')).toBe('from 07-01-2027 on');
    expect(datesAsMmDdYyyy('7/1/2027')).toBe('07-01-2027');
    expect(datesAsMmDdYyyy('2027-02-30 stays')).toBe('2027-02-30 stays');
    const start = q(1, 1, undefined, true, 'What is your residency start date?');
    expect(formatAnswer(start, '2027-07-01')).toBe('07-01-2027');
    expect(formatAnswer(q(2, 1, undefined, true, 'Your update?'), '2027-07-01')).toBe('2027-07-01');
  });
  it('choices are joined, a matrix row by row, a date MM/DD/YYYY, a rating out of its maximum', () => {
    expect(formatAnswer(q(1, 4), ['A', 'B'])).toBe('A, B');
    expect(formatAnswer(q(1, 15), { Skills: 'Good' })).toBe('Skills: Good');
    expect(formatAnswer(q(1, 11), '2026-12-07')).toBe('12/07/2026');
    expect(formatAnswer(q(1, 8), 7)).toBe('7 / 10');
    expect(formatAnswer(q(1, 2), null)).toBe('');
  });
});

describe('when a survey takes answers, and its report', () => {
  const s = { status: 'Open', startDate: '2026-05-01', endDate: '2026-06-30' };
  it('only an open survey within its dates', () => {
    expect(surveyRefusal(s, '2026-05-01')).toBeNull();
    expect(surveyRefusal(s, '2026-07-01')).toBe('This survey is open from 05/01/2026 to 06/30/2026');
    expect(surveyRefusal({ ...s, status: 'Close' }, '2026-05-10')).toBe('This survey is closed');
  });
  it('counts choices and averages ratings', () => {
    const report = surveyReportOf(
      [q(1, 7), q(2, 4, 'A\nB'), q(3, 15, 'R\n---\nX\nY')],
      [
        { q1: 4, q2: ['A'], q3: { R: 'X' } },
        { q1: 5, q2: ['A', 'B'], q3: { R: 'Y' } },
        { q1: null, q2: [], q3: { R: 'X' } },
      ],
    );
    expect(report[0]).toMatchObject({ answered: 2, average: 4.5 });
    expect(report[0]!.counts.find((c) => c.choice === '5')!.count).toBe(1);
    expect(report[1]!.counts).toEqual([
      { choice: 'A', count: 2 },
      { choice: 'B', count: 1 },
    ]);
    expect(report[2]!.rows).toEqual([
      {
        row: 'R',
        counts: [
          { choice: 'X', count: 2 },
          { choice: 'Y', count: 1 },
        ],
      },
    ]);
  });
});
