import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Flex, Select } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { STUDENT_TABS, studentTabUrl, type StudentHeader, type StudentTab } from '@caduceus/contracts';
import { useChooseStudent, useMyStudents } from '../api';
import { seenAsStudent } from '../recordRules';
import { RecordTabBar, RecordTabUnavailable } from '../../../components/records/RecordParts';
import { preloadTab, useIdlePreload } from '../../../components/records/lazyTab';
import { STUDENT_TAB_PAGES } from '../tabs/registry';

/** The record's tabs as links (each tab has its own URL); the open one is marked for assistive technology. */
export function StudentTabBar({
  tabs,
  current,
  studentId,
  suffix,
}: {
  tabs: StudentTab[];
  current: StudentTab | undefined;
  studentId: number;
  suffix: string;
}) {
  useIdlePreload(STUDENT_TAB_PAGES, tabs);
  return (
    <RecordTabBar
      label="Student record"
      tabs={tabs}
      current={current}
      tabLabel={(t) => STUDENT_TABS[t].label}
      url={(t) => studentTabUrl(t, studentId) + suffix}
      preload={(t) => preloadTab(STUDENT_TAB_PAGES, t)}
    />
  );
}

/** A part of the record this viewer may not open (the server refuses it too). */
export function TabUnavailable({
  tab,
  first,
  studentId,
  suffix,
  asStudent,
}: {
  tab: StudentTab | undefined;
  first: StudentTab | undefined;
  studentId: number;
  suffix: string;
  asStudent: boolean;
}) {
  const name = tab ? STUDENT_TABS[tab].label : 'This part';
  return (
    <RecordTabUnavailable
      title={`${name} is not available ${asStudent ? 'to the student' : 'for this student'}`}
      why={`Which parts of a record show depends on the student's status${asStudent ? '' : ' and on your rights'}.`}
      first={first && { label: STUDENT_TABS[first].label, url: studentTabUrl(first, studentId) + suffix }}
    />
  );
}

/** No part of the record can be shown to this viewer (e.g. a financially blocked student while invoices are not available). */
export function NoTabs({ header }: { header: StudentHeader }) {
  const own = seenAsStudent(header);
  const blocked = header.tabSet === 'financialBlock';
  return (
    <RecordTabUnavailable
      title={
        header.viewer === 'parent' && !blocked
          ? 'Nothing has been shared with you yet'
          : own
            ? 'Your record is not available right now'
            : 'No part of this record can be shown'
      }
      why={
        header.viewer === 'parent' && !blocked
          ? 'The student decides which parts of her record you may see. Ask her to share them from her personal details.'
          : blocked
            ? own
              ? 'Your account is financially blocked. Please contact the finance office to clear it.'
              : 'The student is financially blocked: only invoices and the time table are open to them.'
            : own
              ? "Please contact the registrar's office."
              : 'None of the parts this viewer may see is available yet.'
      }
    />
  );
}

/** The reason only invoices and the time table show: the student is financially blocked (spec 000 §4). */
export function FinancialBlockNotice({ header }: { header: StudentHeader }) {
  const { t } = useTranslation();
  if (header.tabSet !== 'financialBlock') return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={
        seenAsStudent(header)
          ? t('Your account is financially blocked. Please contact the finance office to clear it.', { ns: 'titles' })
          : t('The student is financially blocked: only invoices and the time table are open to them.', {
              ns: 'titles',
            })
      }
    />
  );
}

/** Staff: look at the record as the student sees it. */
export function ViewAsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button icon={<EyeOutlined />} onClick={onClick}>
      View as student
    </Button>
  );
}

/** Shown above the record while staff view it as the student. */
export function ViewAsBar({ onExit }: { onExit: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title="Viewing as student — read only"
      description="You see the tabs and data the student sees; nothing can be changed in this view."
      action={
        <Button icon={<EyeInvisibleOutlined />} onClick={onExit}>
          Exit student view
        </Button>
      }
    />
  );
}

/** A parent linked to several students chooses whose record to look at. */
export function ParentStudentSwitcher({ studentId }: { studentId: number }) {
  const mine = useMyStudents(true);
  const choose = useChooseStudent();
  const navigate = useNavigate();
  const items = mine.data?.items ?? [];
  if (items.length < 2) return null;
  // a failure is toasted by the mutation; the parent stays on the current student
  return (
    <Flex gap={8} align="center">
      <label htmlFor="parent-student-switcher">Student</label>
      <Select
        id="parent-student-switcher"
        style={{ minWidth: 220 }}
        value={studentId}
        loading={choose.isPending}
        options={items.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(id: number) => {
          choose.mutateAsync(id).then(
            () => navigate(studentTabUrl('personal', id)),
            () => undefined,
          );
        }}
      />
    </Flex>
  );
}
