import { describe, expect, it } from 'vitest';
import {
  LEAD_TABS,
  LEAD_TAB_KEYS,
  leadTabOfPath,
  leadTabSet,
  leadTabUrl,
  visibleLeadTabs,
  type LeadTabFacts,
} from './tabs.js';
import {
  LEAD_STATUSES,
  LEAD_TOASTS,
  isAllowedLeadStatusChange,
  leadBulkUpdateInput,
  leadCreateInput,
  leadListQuery,
  leadStatusName,
  nextLeadStatuses,
} from './lead.js';
import { ISTANBUL_COURSE_ID } from '../reference/tables.js';
import { SPEC_ROUTES } from '../routes.js';

const f = (statusId: number, more: Partial<LeadTabFacts> = {}): LeadTabFacts => ({
  statusId,
  courseId: 5,
  studentId: null,
  immigrationRequired: false,
  ...more,
});

describe('lead tab catalogue', () => {
  it('every tab is a spec route /lead/details/<path>/:leadId', () => {
    for (const k of LEAD_TAB_KEYS) expect(SPEC_ROUTES, k).toContain(`/lead/details/${LEAD_TABS[k].path}/:leadId`);
    expect(leadTabOfPath('application/addressTab/additonal-questions')).toBe('applicationQuestions');
    expect(leadTabUrl('statusChange', 7)).toBe('/lead/details/status-change/7');
  });
});

describe('visibleLeadTabs: the rules table of spec 000 section 4', () => {
  it.each([
    [1, 'initial'],
    [2, 'initial'],
    [3, 'profileCreated'],
    [4, 'profileCreated'],
    [5, 'profileCreated'],
    [6, 'accepted'],
    [7, 'accepted'],
    [8, 'accepted'],
    [9, 'accepted'],
    [10, 'student'],
  ])('status %i -> %s', (status, set) => expect(leadTabSet(f(status))).toBe(set));

  it.each([
    [1, 'istanbulInitial'],
    [2, 'istanbulInitial'],
    [3, 'istanbulProfileCreated'],
    [5, 'istanbulProfileCreated'],
    [6, 'istanbulAccepted'],
    [9, 'istanbulAccepted'],
    [10, 'istanbulAccepted'],
  ])('course 81, status %i -> %s', (status, set) =>
    expect(leadTabSet(f(status, { courseId: ISTANBUL_COURSE_ID }))).toBe(set),
  );

  it('below 3: the working tabs, no application, no semester deferment or estimates', () => {
    const tabs = visibleLeadTabs(f(2));
    expect(tabs).toEqual([
      'profile',
      'address',
      'statusChange',
      'email',
      'notes',
      'phoneNotes',
      'task',
      'activityLog',
      'document',
    ]);
  });
  it('3 to 5: the application steps and admission forms open', () => {
    const tabs = visibleLeadTabs(f(4));
    expect(tabs).toContain('applicationSubmit');
    expect(tabs).toContain('admissionForms');
    expect(tabs).not.toContain('semester');
    expect(tabs).not.toContain('estimate');
  });
  it('6 to 9: accepted adds semester deferment and estimates', () => {
    for (const s of [6, 7, 8, 9]) {
      const tabs = visibleLeadTabs(f(s));
      expect(tabs).toContain('semester');
      expect(tabs).toContain('estimate');
      expect(tabs).toContain('applicationDownload');
    }
    expect(visibleLeadTabs(f(5))).not.toContain('semester');
  });
  it('10: a student keeps the downloadable application but not its editable steps, nor deferment', () => {
    const tabs = visibleLeadTabs(f(10, { studentId: 100123 }));
    expect(tabs).toContain('applicationDownload');
    expect(tabs).not.toContain('applicationAddress');
    expect(tabs).not.toContain('semester');
  });
  it('course 81 never shows the application steps and opens admission forms from the start', () => {
    for (const s of [1, 4, 7, 10]) {
      const tabs = visibleLeadTabs(f(s, { courseId: ISTANBUL_COURSE_ID }));
      expect(tabs).toContain('admissionForms');
      expect(tabs.some((t) => t.startsWith('application'))).toBe(false);
    }
    expect(visibleLeadTabs(f(1, { courseId: ISTANBUL_COURSE_ID }))).not.toContain('estimate');
    expect(visibleLeadTabs(f(4, { courseId: ISTANBUL_COURSE_ID }))).toContain('estimate');
    expect(visibleLeadTabs(f(4, { courseId: ISTANBUL_COURSE_ID }))).not.toContain('semester');
    expect(visibleLeadTabs(f(6, { courseId: ISTANBUL_COURSE_ID }))).toContain('semester');
  });
  it('academic records in every variant once a student id exists', () => {
    for (const s of [1, 4, 7, 10]) {
      for (const courseId of [5, ISTANBUL_COURSE_ID]) {
        expect(visibleLeadTabs(f(s, { courseId }))).not.toContain('academicRecords');
        expect(visibleLeadTabs(f(s, { courseId, studentId: 1 }))).toContain('academicRecords');
      }
    }
  });
  it('immigration documents only if immigrationRequired (and only from accepted on)', () => {
    expect(visibleLeadTabs(f(7))).not.toContain('immigrationDocument');
    expect(visibleLeadTabs(f(7, { immigrationRequired: true }))).toContain('immigrationDocument');
    expect(visibleLeadTabs(f(2, { immigrationRequired: true }))).not.toContain('immigrationDocument');
    expect(visibleLeadTabs(f(6, { courseId: ISTANBUL_COURSE_ID, immigrationRequired: true }))).toContain(
      'immigrationDocument',
    );
  });
  it('served limits the tabs to those some domain serves, in catalogue order', () => {
    expect(visibleLeadTabs(f(7), ['notes', 'profile', 'semester', 'academicRecords'])).toEqual([
      'profile',
      'semester',
      'notes',
    ]);
  });
});

describe('lead statuses', () => {
  it('ten statuses, the spec names', () => {
    expect(LEAD_STATUSES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(leadStatusName(6)).toBe('Accepted');
    expect(leadStatusName(99)).toBeNull();
  });
  it('the dropdown depends on the current status; 10 only by migration and nothing leaves it', () => {
    expect(nextLeadStatuses(1)).toEqual([2, 3]);
    expect(isAllowedLeadStatusChange(6, 7)).toBe(true);
    expect(isAllowedLeadStatusChange(6, 5)).toBe(true);
    expect(isAllowedLeadStatusChange(1, 6)).toBe(false);
    for (const s of LEAD_STATUSES) expect(s.next).not.toContain(10);
    expect(nextLeadStatuses(10)).toEqual([]);
    expect(nextLeadStatuses(42)).toEqual([]);
    for (const s of LEAD_STATUSES) expect(s.next).not.toContain(s.id);
  });
});

describe('lead schemas', () => {
  const good = {
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@example.org',
    phone: '555-123-4567',
    birthCountryId: 1,
    courseId: 2,
    semesterId: 3,
    sourceId: 4,
  };
  it('the add form needs names, email, phone, country, course, semester and source', () => {
    expect(leadCreateInput.safeParse(good).success).toBe(true);
    const r = leadCreateInput.safeParse({ ...good, email: 'nope', phone: 'x', courseId: '' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'phone', 'courseId']));
    expect(leadCreateInput.safeParse({ ...good, dateOfBirth: '2999-01-01' }).success).toBe(false);
  });
  it('list query: page sizes of the spec, filters coerced from the URL', () => {
    expect(leadListQuery.parse({ statusId: '3', closed: 'all', createdFrom: '' })).toMatchObject({
      statusId: 3,
      closed: 'all',
      pageSize: 25,
    });
    expect(leadListQuery.safeParse({ pageSize: '30' }).success).toBe(false);
  });
  it('bulk update needs a status or a representative', () => {
    expect(leadBulkUpdateInput.safeParse({ leadIds: [1] }).success).toBe(false);
    expect(leadBulkUpdateInput.safeParse({ leadIds: [1], representativeId: 2 }).success).toBe(true);
  });
  it('the spec toasts', () => {
    expect(LEAD_TOASTS.reopened).toBe('Lead Profile Reopened Sucessfully');
    expect(LEAD_TOASTS.added).toBe('Lead added successfully');
  });
});
