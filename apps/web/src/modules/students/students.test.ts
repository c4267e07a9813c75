import { describe, expect, it } from 'vitest';
import { ROLE, STUDENT_LINK, STUDENT_TAB_COMPONENTS, type SessionUser, type StudentHeader } from '@caduceus/contracts';
import { recordRightsOn } from '../../app/rights';
import { tabReadOnly } from './tabs/registry';
import { canOpen, homePath } from '../../app/access';
import { extraHeaders } from '../../app/api';
import type { Session } from '../../app/session';
import { filtersFromSearch, searchWithFilters, searchWithoutFilters } from './listFilters';
import { seenAsStudent, tabOfRecordPath } from './recordRules';
import { applyViewAs, isRecordPath, releaseViewAs, withViewAs } from './viewAs';

describe('student list filters in the URL', () => {
  it('reads the filters the list API takes, trimmed, and drops blank or invalid ones', () => {
    const sp = new URLSearchParams(
      'name=%20Ada%20&studentId=12&statusId=abc&courseStatus=Clinical%20Medicine&financialStatus=7&cohort=&q=x&page=3',
    );
    expect(filtersFromSearch(sp)).toEqual({ name: 'Ada', studentId: '12', courseStatus: 'Clinical Medicine' });
    expect(filtersFromSearch(new URLSearchParams('courseStatus=Nursing&stageId=0&email=a%40b.c'))).toEqual({
      email: 'a@b.c',
    });
  });

  it('writes a change back to the first page and keeps search, sort and page size', () => {
    const sp = new URLSearchParams('q=smith&sort=-name&pageSize=50&page=4&campusId=3');
    const next = searchWithFilters(sp, { campusId: null, statusId: 5, name: '  Lee ' });
    expect(Object.fromEntries(next)).toEqual({ q: 'smith', sort: '-name', pageSize: '50', statusId: '5', name: 'Lee' });
    expect(filtersFromSearch(next)).toEqual({ statusId: '5', name: 'Lee' });
  });

  it('clears every filter and the quick search but not the sort', () => {
    const next = searchWithoutFilters(
      new URLSearchParams('q=smith&sort=id&cohort=2026-Spring&financialStatus=3&page=2'),
    );
    expect(next.toString()).toBe('sort=id');
  });
});

describe('the record URL', () => {
  it('names its tab, nested paths included', () => {
    expect(tabOfRecordPath('/student/details/personal/12')).toBe('personal');
    expect(tabOfRecordPath('/student/details/profile/view/12')).toBe('profileView');
    expect(tabOfRecordPath('/student/details/profile/12')).toBe('profile');
    expect(tabOfRecordPath('/student/details/document/studentdocument/7')).toBe('studentDocument');
    expect(tabOfRecordPath('/student/details/nonsense/12')).toBeUndefined();
    expect(tabOfRecordPath('/student/list')).toBeUndefined();
    // the alumna's own record's paths
    expect(tabOfRecordPath('/alumni/details/alumni/12')).toBe('alumni');
    expect(tabOfRecordPath('/alumni/details/transcript/12')).toBe('transcript');
    expect(tabOfRecordPath('/alumni/details/calender/12')).toBe('timeTable');
    expect(tabOfRecordPath('/alumni/details/constructor/12')).toBeUndefined();
  });

  it('tells the student side (including staff viewing as the student) from the staff view', () => {
    expect(seenAsStudent({ viewer: 'student', tabSet: 'student' })).toBe(true);
    expect(seenAsStudent({ viewer: 'parent', tabSet: 'notify' })).toBe(true);
    expect(seenAsStudent({ viewer: 'staff', tabSet: 'notify' })).toBe(true);
    expect(seenAsStudent({ viewer: 'staff', tabSet: 'staff' })).toBe(false);
    expect(seenAsStudent({ viewer: 'staff', tabSet: 'adminWithdrawn' })).toBe(false);
  });
});

describe('view as student', () => {
  it("sends x-view-as only on reads of that student's record, and stops when the page leaves", () => {
    const page = Symbol('page');
    applyViewAs(page, 12);
    expect(extraHeaders('GET', '/api/students/12/header')).toEqual({ 'x-view-as': 'student' });
    expect(extraHeaders('GET', '/api/students/12')).toEqual({ 'x-view-as': 'student' });
    expect(extraHeaders('PUT', '/api/students/12/personal')).toBeUndefined();
    expect(extraHeaders('GET', '/api/students/123/header')).toBeUndefined();
    expect(extraHeaders('GET', '/api/students')).toBeUndefined();
    releaseViewAs(page);
    expect(extraHeaders('GET', '/api/students/12/header')).toBeUndefined();
  });

  it('is not switched off by a page that has already handed over to the next', () => {
    const old = Symbol('old');
    const next = Symbol('next');
    applyViewAs(old, 5);
    applyViewAs(next, 5);
    releaseViewAs(old);
    expect(extraHeaders('GET', '/api/students/5/notes')).toEqual({ 'x-view-as': 'student' });
    releaseViewAs(next);
    expect(extraHeaders('GET', '/api/students/5/notes')).toBeUndefined();
  });

  it('keeps the other URL parameters when turned on or off', () => {
    expect(withViewAs('?page=2', true)).toBe('?page=2&as=student');
    expect(withViewAs('?as=student&page=2', false)).toBe('?page=2');
    expect(withViewAs('?as=student', false)).toBe('');
    expect(isRecordPath('/api/students/4?x=1', 4)).toBe(true);
    expect(isRecordPath('/api/students/45', 4)).toBe(false);
  });
});

describe('who opens the student screens', () => {
  const session = (
    userType: SessionUser['userType'],
    menus: Record<string, number> = {},
    studentId: number | null = null,
  ): Session => ({
    user: {
      id: 1,
      username: 'u',
      firstName: 'U',
      lastName: 'U',
      email: 'u@x.test',
      userType,
      roleId: null,
      roleName: null,
      groupId: null,
      groupName: null,
      studentId,
      employeeId: null,
      isOfferLetterAccepted: false,
      mustChangePassword: false,
      sessionId: 1,
    },
    accessRights: { menus, components: {} },
    menu: [],
  });

  it('lets a student or parent open their record (the server decides whose) but not the list', () => {
    expect(canOpen('/student/details/personal/7', session('Student'))).toBe(true);
    expect(canOpen('/student/details/profile/view/7', session('Parent'))).toBe(true);
    expect(canOpen('/student/list', session('Student'))).toBe(false);
    expect(homePath(session('Student', {}, 7))).toBe('/student/details/personal/7');
  });

  it('asks staff for the Student menu right', () => {
    expect(canOpen('/student/details/personal/7', session('Staff'))).toBe(false);
    expect(canOpen('/student/add', session('Staff'))).toBe(false);
    expect(canOpen('/student/details/personal/7', session('Staff', { '/student/list': 1 }))).toBe(true);
    expect(canOpen('/student/list', session('Staff', { '/student/list': 1 }))).toBe(true);
  });
});

describe('rights on the parts of the record', () => {
  const rights = (menu: number, components: Record<string, number>) => ({
    menus: { [STUDENT_LINK]: menu },
    components: {
      studentProfile: {
        accessMode: 0,
        subComponents: Object.fromEntries(Object.entries(components).map(([k, m]) => [k, { accessMode: m }])),
      },
    },
  });
  const on = (tab: keyof typeof STUDENT_TAB_COMPONENTS, r: ReturnType<typeof rights>, roleId: number | null = null) =>
    recordRightsOn(STUDENT_LINK, STUDENT_TAB_COMPONENTS[tab], roleId, r);

  it("opens a part with the Student menu's read bit and takes each bit from the part's component, as the server does", () => {
    expect(on('notes', rights(1, { notes: 3 }))).toEqual({ read: true, write: true, edit: false, delete: false });
    expect(on('notes', rights(0, { notes: 15 })).read).toBe(false);
    expect(on('accountingNotes', rights(15, { notes: 15 })).read).toBe(false);
    // a summary of several parts needs each of them
    expect(on('snapshot', rights(1, { personal: 1, address: 1, documents: 1 })).read).toBe(false);
    expect(on('snapshot', rights(1, { personal: 1, address: 1, documents: 1, statusChange: 1 })).read).toBe(true);
    expect(on('notes', rights(0, {}), ROLE.superAdmin).delete).toBe(true);
  });

  it('makes a tab read only for staff without its edit bit, and for the student outside their own tabs', () => {
    const header = (viewer: StudentHeader['viewer'], canEdit = true) => ({ viewer, canEdit }) as StudentHeader;
    const none = { read: true, write: false, edit: false, delete: false };
    const all = { read: true, write: true, edit: true, delete: true };
    expect(tabReadOnly(header('staff'), 'accountingDetails', none)).toBe(true);
    expect(tabReadOnly(header('staff'), 'accountingDetails', all)).toBe(false);
    expect(tabReadOnly(header('staff', false), 'personal', all)).toBe(true);
    expect(tabReadOnly(header('student'), 'personal', none)).toBe(false);
    expect(tabReadOnly(header('student'), 'transcript', all)).toBe(true);
  });
});
