import { linkDemoAccounts, seedDemoRecords, seedStudents } from '../modules/students/index.js';
import { sql } from 'drizzle-orm';
import { DATA_EXPORT_COMPONENT, ROLE, type UserType } from '@caduceus/contracts';
import type { Db } from '../platform/db/index.js';
import {
  DEMO_PASSWORD,
  grantComponents,
  grantMenus,
  makeGroup,
  makeUser,
  seedComponents,
  seedMenus,
} from '../factories/index.js';
import { users } from '../modules/access/tables.js';
import { createReferenceService } from '../modules/reference/index.js';
import { seedReferenceData } from '../modules/reference/index.js';
import { seedDemoAlerts } from '../modules/admin/index.js';
import { seedDemoAcademics, seedDemoCourses, seedDemoExams } from '../modules/academics/index.js';
import { seedLeads } from '../modules/admissions/index.js';
import { seedInterviewSlots } from '../modules/admissions/index.js';
import {
  seedDemoFinance,
  seedDemoFinanceOffice,
  seedDemoOldPayments,
  seedStudentAccounting,
} from '../modules/finance/index.js';
import { seedDemoRequests, seedDemoSurveys } from '../modules/requests/index.js';
import { seedDemoAlumni } from '../modules/alumni/index.js';
import { seedDemoClinicalSites } from '../modules/clinical/index.js';
import { seedDemoRotations } from '../modules/clinical/index.js';
import { DEMO_COMPONENTS } from './demo-components.js';

/** Reference data every school needs (menus, components): loaded into an empty database. */
export async function ensureReferenceData(db: Db) {
  await db.transaction(async (tx) => {
    await seedMenus(tx);
    await seedComponents(tx);
    await seedReferenceData(tx, createReferenceService({ db }));
  });
}

const ALL = 15,
  RW = 3,
  READ = 1,
  RWE = 7;
const controlGroups = (mode: number, ...groups: string[]) =>
  Object.fromEntries(groups.map((g) => [`/admin/control-table/${g}`, mode]));
const everyday = { '/dashboard/list': READ, '/calendar': ALL, '/task/list': ALL, '/mailLog/incoming': RWE };

/** Access groups of the demo school with sensible rights per role. */
const DEMO_GROUPS: { name: string; description: string; parent?: string; menus: Record<string, number> }[] = [
  {
    name: 'DEAN',
    description: 'Dean of the school: reads everything, decides appeals',
    menus: {
      ...everyday,
      '/student/list': RWE,
      '/medical/request/transcript-request': RWE,
      '/medical/registrar': READ,
      '/medical/alumniList': READ,
      '/lead/list': READ,
      '/employee/list': READ,
      '/committee/list': ALL,
      '/reports/list': READ,
      '/accounting/revenue': READ,
      '/exams/kaplan': READ,
      '/medical/clinicals/assign-rotation/list': READ,
    },
  },
  {
    name: 'REGISTRAR',
    description: 'Student records, requests, registrar tables',
    parent: 'DEAN',
    menus: {
      ...everyday,
      '/student/list': ALL,
      '/medical/request/transcript-request': ALL,
      '/medical/registrar': ALL,
      '/medical/alumniList': RWE,
      '/medical/attendance/stage-schedule': RWE,
      '/medical/clinicals/assign-rotation/list': READ,
      '/exams/kaplan': RWE,
      '/exams/nbme-shelf': RWE,
      '/exams/nbme-comprehensive': RWE,
      '/exams/retake-exams': RWE,
      '/exams/bulk-update/nbme-system': RWE,
      '/reports/list': READ,
      '/admin/control-table': RWE,
      ...controlGroups(RWE, 'admin', 'registrar', 'clinicals', 'lead', 'applicant', 'survey'),
      '/admin/notify-all': RW,
    },
  },
  {
    name: 'CONTROLLER',
    description: 'Finance controller: approves money, reads every ledger',
    parent: 'DEAN',
    menus: {
      ...everyday,
      '/student/list': READ,
      '/accounting/revenue': ALL,
      '/accounting/invoices/non-clinical': ALL,
      '/accounting/payments/list': ALL,
      '/accounting/scholarship': ALL,
      '/reports/list': READ,
      '/admin/accounting-settings': ALL,
      '/admin/control-table': READ,
      ...controlGroups(RWE, 'accounting', 'housing'),
    },
  },
  {
    name: 'BURSAR',
    description: 'Billing, payments and ledgers',
    parent: 'CONTROLLER',
    menus: {
      ...everyday,
      '/student/list': READ,
      '/accounting/revenue': READ,
      '/accounting/invoices/non-clinical': RWE,
      '/accounting/scholarship': RWE,
      '/accounting/loa/med6Loa': RWE,
      '/accounting/unverified-notifications': RWE,
      '/accounting/invoice-requests': RWE,
      '/accounting/lead': RWE,
      '/accounting/payments/list': RWE,
      '/accounting/notifications': READ,
      '/housing/allocation': READ,
      // fee heads, fee tables and the bulk updates of the accounting details
      '/admin/accounting-settings': RWE,
    },
  },
  {
    name: 'ACCOUNTING',
    description: 'Accounting clerks',
    parent: 'CONTROLLER',
    menus: {
      ...everyday,
      '/student/list': READ,
      '/accounting/invoices/non-clinical': RW,
      // the payments and their verification: both steps, a rejection, a corrected reference
      '/accounting/payments/list': RWE,
      '/accounting/unverified-notifications': RWE,
      '/accounting/notifications': READ,
    },
  },
  {
    name: 'CLINICAL_DEAN',
    description: 'Clinical training: hospitals, preceptors, rotations',
    parent: 'DEAN',
    menus: {
      ...everyday,
      '/student/list': READ,
      '/medical/clinicals/assign-rotation/list': ALL,
      '/reports/list': READ,
      '/admin/control-table': READ,
      ...controlGroups(RWE, 'clinicals'),
    },
  },
  {
    name: 'CLINICAL',
    description: 'Clinical coordinators',
    parent: 'CLINICAL_DEAN',
    menus: { ...everyday, '/student/list': READ, '/medical/clinicals/assign-rotation/list': RWE },
  },
  {
    name: 'ADMISSIONS',
    description: 'Admissions representatives: leads to applicants',
    parent: 'DEAN',
    menus: {
      ...everyday,
      '/lead/list': ALL,
      '/student/list': READ,
      '/accounting/lead': READ,
      '/admin/lead-settings': RWE,
      '/admin/control-table': READ,
      ...controlGroups(RWE, 'lead', 'applicant'),
    },
  },
  {
    name: 'HR',
    description: 'Human resources and committees',
    parent: 'DEAN',
    menus: {
      ...everyday,
      '/employee/list': ALL,
      '/committee/list': ALL,
      '/admin/control-table': READ,
      ...controlGroups(RWE, 'hr'),
    },
  },
  {
    name: 'FACULTY',
    description: 'Teaching faculty',
    parent: 'DEAN',
    menus: {
      '/dashboard/list': READ,
      '/calendar': ALL,
      '/task/list': ALL,
      '/medical/attendance/stage-schedule': RWE,
      '/exams/kaplan': READ,
      '/student/list': READ,
    },
  },
];

/** Groups whose users may export lists to Excel (the dataExport component); clerks, coordinators and faculty may not. */
const DEMO_EXPORTERS = new Set(['DEAN', 'REGISTRAR', 'CONTROLLER', 'BURSAR', 'CLINICAL_DEAN', 'ADMISSIONS', 'HR']);

const DEMO_USERS: {
  username: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  roleId?: number;
  roleName?: string;
  group?: string;
}[] = [
  {
    username: 'superuser',
    firstName: 'Sam',
    lastName: 'Super',
    userType: 'Staff',
    roleId: ROLE.superUser,
    roleName: 'SUPER_USER',
  },
  {
    username: 'superadmin',
    firstName: 'Ada',
    lastName: 'Admin',
    userType: 'Staff',
    roleId: ROLE.superAdmin,
    roleName: 'SUPER_ADMIN',
  },
  {
    username: 'registrar',
    firstName: 'Rita',
    lastName: 'Registrar',
    userType: 'Staff',
    roleName: 'REGISTRAR',
    group: 'REGISTRAR',
  },
  {
    username: 'bursar',
    firstName: 'Bruno',
    lastName: 'Bursar',
    userType: 'Staff',
    roleName: 'BURSAR',
    group: 'BURSAR',
  },
  {
    username: 'admissions',
    firstName: 'Alma',
    lastName: 'Admissions',
    userType: 'Staff',
    roleName: 'ADMISSIONS',
    group: 'ADMISSIONS',
  },
  {
    username: 'clinical',
    firstName: 'Clara',
    lastName: 'Clinical',
    userType: 'Staff',
    roleName: 'CLINICAL_DEAN',
    group: 'CLINICAL_DEAN',
  },
  { username: 'hr', firstName: 'Hana', lastName: 'Resources', userType: 'Staff', roleName: 'HR', group: 'HR' },
  { username: 'dean', firstName: 'Dorian', lastName: 'Dean', userType: 'Staff', roleName: 'DEAN', group: 'DEAN' },
  {
    username: 'faculty',
    firstName: 'Felix',
    lastName: 'Faculty',
    userType: 'Staff',
    roleName: 'FACULTY',
    group: 'FACULTY',
  },
  { username: 'student', firstName: 'Stella', lastName: 'Student', userType: 'Student', roleName: 'STUDENT' },
  { username: 'parent', firstName: 'Paul', lastName: 'Parent', userType: 'Parent' },
  { username: 'preceptor', firstName: 'Petra', lastName: 'Preceptor', userType: 'Preceptor' },
  { username: 'employee', firstName: 'Emil', lastName: 'Employee', userType: 'Employee' },
  { username: 'alumni', firstName: 'Alex', lastName: 'Alumnus', userType: 'Alumni' },
];

/** Loads the demo school into a migrated database; does nothing when it already has users. */
export async function seedDemo(db: Db): Promise<boolean> {
  await ensureReferenceData(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(n) > 0) return false;
  await db.transaction(async (tx) => {
    const groupIds = new Map<string, number>();
    for (const g of DEMO_GROUPS) {
      const row = await makeGroup(tx, {
        name: g.name,
        description: g.description,
        parentId: g.parent ? groupIds.get(g.parent) : null,
      });
      groupIds.set(g.name, row.id);
      // the record menus open the records; DEMO_COMPONENTS say what each group does with their parts
      await grantMenus(tx, row.id, g.menus, { parts: false });
      await grantComponents(tx, row.id, DEMO_COMPONENTS[g.name] ?? {});
      if (DEMO_EXPORTERS.has(g.name)) await grantComponents(tx, row.id, { [DATA_EXPORT_COMPONENT]: 1 });
    }
    for (const u of DEMO_USERS) {
      await makeUser(tx, {
        username: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        userType: u.userType,
        roleId: u.roleId ?? null,
        roleName: u.roleName ?? null,
        groupId: u.group ? groupIds.get(u.group) : null,
        email: `${u.username}@caduceus.test`,
        password: DEMO_PASSWORD,
      });
    }
    await seedDemoAlerts(tx);
    const studentIds = await seedStudents(tx);
    await linkDemoAccounts(tx, studentIds);
    await seedDemoRecords(tx, studentIds);
    await seedDemoCourses(tx, studentIds);
    await seedDemoAcademics(tx, studentIds);
    await seedStudentAccounting(tx);
    await seedDemoFinance(tx);
    await seedDemoOldPayments(tx);
    await seedDemoFinanceOffice(tx);
    await seedDemoRequests(tx);
    await seedDemoSurveys(tx);
    await seedLeads(tx);
    await seedInterviewSlots(tx);
    await seedDemoExams(tx, studentIds);
    await seedDemoAlumni(tx);
    await seedDemoClinicalSites(tx);
    await seedDemoRotations(tx);
  });
  return true;
}
