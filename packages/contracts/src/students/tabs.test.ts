import { describe, expect, it } from 'vitest';
import {
  STUDENT_STATUS,
  STUDENT_TAB_KEYS,
  STUDENT_TAB_SETS,
  STUDENT_TABS,
  studentTabOfPath,
  studentTabSet,
  studentTabUrl,
  visibleStudentTabs,
  type StudentTabFacts,
} from './tabs.js';
import { SPEC_ROUTES } from '../routes.js';

const enrolled: StudentTabFacts = {
  statusCode: STUDENT_STATUS.student,
  financialStatus: 1,
  forcePersonalInfoUpdate: false,
  immigrationRequired: false,
  leadId: null,
  currentCourseStatus: 'Basic Science',
  usmleTestStatus: 'Not Taken',
  stageName: 'MD 2',
  cohort: '2026-Spring',
};
const f = (over: Partial<StudentTabFacts>): StudentTabFacts => ({ ...enrolled, ...over });

describe('the tab catalogue', () => {
  it('names every student tab route of the spec, and every tab path is a route', () => {
    const routes = new Set<string>(SPEC_ROUTES);
    for (const k of STUDENT_TAB_KEYS)
      expect(routes.has(`/student/details/${STUDENT_TABS[k].path}/:studentId`), k).toBe(true);
    const specTabs = [...routes]
      .map((r) => /^\/student\/details\/(.+)\/:studentId$/.exec(r)?.[1])
      .filter((p): p is string => !!p && !p.includes(':'));
    for (const p of specTabs) expect(studentTabOfPath(p), p).toBeDefined();
  });
  it('builds a tab URL for a student', () => {
    expect(studentTabUrl('profileView', 100001)).toBe('/student/details/profile/view/100001');
    expect(studentTabOfPath('document/studentdocument')).toBe('studentDocument');
  });
});

describe('which set a viewer gets (spec 000 section 4, one row each)', () => {
  const rows: [string, StudentTabFacts, 'staff' | 'self', string][] = [
    ['Financially Blocked student', f({ statusCode: STUDENT_STATUS.financiallyBlocked }), 'self', 'financialBlock'],
    [
      'Financially Blocked wins over a pending personal-info update',
      f({ statusCode: STUDENT_STATUS.financiallyBlocked, forcePersonalInfoUpdate: true }),
      'self',
      'financialBlock',
    ],
    ['forcePersonalInfoUpdate', f({ forcePersonalInfoUpdate: true }), 'self', 'notify'],
    ['Withdrawn, seen by the student', f({ statusCode: STUDENT_STATUS.withdrawn }), 'self', 'withdrawn'],
    [
      'Administrative Withdrawn, seen by the student',
      f({ statusCode: STUDENT_STATUS.adminWithdrawn }),
      'self',
      'withdrawn',
    ],
    [
      'Administrative Withdrawn, seen by staff',
      f({ statusCode: STUDENT_STATUS.adminWithdrawn }),
      'staff',
      'adminWithdrawn',
    ],
    ['Withdrawn, seen by staff', f({ statusCode: STUDENT_STATUS.withdrawn }), 'staff', 'staff'],
    ['Alumni', f({ statusCode: STUDENT_STATUS.alumni }), 'self', 'alumni'],
    ['Alumni - FM', f({ statusCode: STUDENT_STATUS.alumniFm }), 'self', 'alumni'],
    ['Alumni - MSC', f({ statusCode: STUDENT_STATUS.alumniMsc }), 'self', 'alumni'],
    [
      'USMLE completed with stage CompletedClinical',
      f({ usmleTestStatus: 'Completed', stageName: 'CompletedClinical' }),
      'self',
      'graduate',
    ],
    ['USMLE completed in another stage', f({ usmleTestStatus: 'Completed', stageName: 'MD 5' }), 'self', 'student'],
    [
      'Financially Cleared with a cohort',
      f({ statusCode: STUDENT_STATUS.financiallyCleared }),
      'self',
      'financiallyCleared',
    ],
    [
      'Financially Cleared without a cohort',
      f({ statusCode: STUDENT_STATUS.financiallyCleared, cohort: null }),
      'self',
      'preEnrolment',
    ],
    ['Lead', f({ statusCode: STUDENT_STATUS.lead }), 'self', 'preEnrolment'],
    ['Accepted', f({ statusCode: STUDENT_STATUS.accepted }), 'self', 'preEnrolment'],
    ['Paid Seat Deposit', f({ statusCode: STUDENT_STATUS.paidSeatDeposit }), 'self', 'preEnrolment'],
    ['Immigration Cleared', f({ statusCode: STUDENT_STATUS.immigrationCleared }), 'self', 'preEnrolment'],
    ['Student', f({}), 'self', 'student'],
    ['Student seen by staff', f({}), 'staff', 'staff'],
    ['Financially Blocked seen by staff', f({ statusCode: STUDENT_STATUS.financiallyBlocked }), 'staff', 'staff'],
  ];
  it.each(rows)('%s', (_name, facts, viewer, set) => {
    expect(studentTabSet(facts, viewer)).toBe(set);
  });
});

describe('the tabs shown', () => {
  it('a Financially Blocked student sees only invoices and the time table', () => {
    expect(visibleStudentTabs(f({ statusCode: STUDENT_STATUS.financiallyBlocked }), 'self')).toEqual([
      'invoicePayments',
      'timeTable',
    ]);
  });
  it('a student asked to update their information sees only personal, billing contact and time table', () => {
    expect(visibleStudentTabs(f({ forcePersonalInfoUpdate: true }), 'self')).toEqual([
      'personal',
      'parents',
      'timeTable',
    ]);
  });
  it('immigration and semester deferment need immigrationRequired', () => {
    const without = visibleStudentTabs(f({}), 'self');
    const withIt = visibleStudentTabs(f({ immigrationRequired: true }), 'self');
    for (const t of ['immigration', 'immigrationDocument', 'semesterDeferment'] as const) {
      expect(without).not.toContain(t);
      expect(withIt).toContain(t);
    }
    expect(visibleStudentTabs(f({ immigrationRequired: true }), 'staff')).toContain('immigration');
    expect(visibleStudentTabs(f({}), 'staff')).not.toContain('immigration');
  });
  it('application needs a lead id', () => {
    expect(visibleStudentTabs(f({}), 'staff')).not.toContain('application');
    expect(visibleStudentTabs(f({ leadId: 7 }), 'staff')).toContain('application');
  });
  it('snap-shot needs course status Clinical Medicine', () => {
    expect(visibleStudentTabs(f({}), 'staff')).not.toContain('snapshot');
    expect(visibleStudentTabs(f({ currentCourseStatus: 'Clinical Medicine' }), 'staff')).toContain('snapshot');
  });
  it('staff never see Admission Forms or Semester Deferment; the student does', () => {
    const staff = visibleStudentTabs(f({ immigrationRequired: true }), 'staff');
    expect(staff).not.toContain('admissionForms');
    expect(staff).not.toContain('semesterDeferment');
    const preEnrolment = visibleStudentTabs(
      f({ statusCode: STUDENT_STATUS.accepted, immigrationRequired: true }),
      'self',
    );
    expect(preEnrolment).toContain('admissionForms');
    expect(preEnrolment).toContain('semesterDeferment');
  });
  it('keeps only the served tabs, in catalogue order', () => {
    expect(visibleStudentTabs(f({}), 'staff', ['notes', 'personal'])).toEqual(['personal', 'notes']);
    expect(visibleStudentTabs(f({ statusCode: STUDENT_STATUS.financiallyBlocked }), 'self', ['personal'])).toEqual([]);
  });
  it('every named set holds known tabs only', () => {
    for (const [name, tabs] of Object.entries(STUDENT_TAB_SETS))
      for (const t of tabs) expect(STUDENT_TAB_KEYS, name).toContain(t);
  });
});
