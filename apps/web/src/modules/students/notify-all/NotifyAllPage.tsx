import { useMemo, useState } from 'react';
import { Alert, Card, Checkbox, Col, Flex, Input, Radio, Row, Select, Typography } from 'antd';
import { NotificationOutlined, UndoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  INFO_UPDATE_MESSAGE,
  NOTIFY_ALL_LINK,
  STUDENT_MESSAGE_TOASTS,
  studentTabUrl,
  type NotifyFilters,
  type NotifyStudent,
} from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { useRights } from '../../../app/rights';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../components/format';
import { LookupSelect } from '../../../components/LookupSelect';
import { Page } from '../../../components/Page';
import { errorText } from '../../../components/QueryState';
import { useDebounced } from '../../../components/useDebounced';
import { NOTIFY_PATHS, useClearNotify, useNotifyAll, useNotifyStudents } from './api';

type Mode = 'pick' | 'filter';
const cell = { xs: 24, sm: 12, lg: 6 } as const;
const clean = (f: NotifyFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== '')) as NotifyFilters;

/** Picks students by name or id, searched on the server as one types. */
function StudentPicker({
  value,
  onChange,
}: {
  value: { value: number; label: string }[];
  onChange: (v: { value: number; label: string }[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const found = useNotifyStudents({ q: q || undefined, pageSize: 25, sort: 'name' });
  const options = (found.data?.items ?? []).map((s) => ({
    value: s.id,
    label: `${s.name} (${s.id})${s.forcePersonalInfoUpdate ? ' · already asked' : ''}`,
  }));
  return (
    <Select
      mode="multiple"
      labelInValue
      value={value}
      onChange={onChange}
      options={options}
      style={{ width: '100%' }}
      aria-label="Students"
      placeholder="Type a name, email or student id"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      notFoundContent={
        found.isError ? 'The students could not be loaded' : found.isPending ? 'Loading…' : 'No student matches'
      }
    />
  );
}

/** /admin/notify-all ("Update Student Info"): ask students to update their personal information, and see who is asked. */
export default function NotifyAllPage() {
  const rights = useRights(NOTIFY_ALL_LINK);
  const notify = useNotifyAll();
  const clear = useClearNotify();
  const [mode, setMode] = useState<Mode>('pick');
  const [picked, setPicked] = useState<{ value: number; label: string }[]>([]);
  const [filters, setFilters] = useState<NotifyFilters>({});
  const [cohortTyped, setCohortTyped] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const [sendNotification, setSendNotification] = useState(true);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const active = useMemo(() => clean(filters), [filters]);
  const hasFilter = Object.keys(active).length > 0;
  const matching = useNotifyStudents({ ...active, pageSize: 25 }, mode === 'filter' && hasFilter);
  const count = mode === 'pick' ? picked.length : hasFilter ? (matching.data?.total ?? 0) : 0;
  const setFilter = (patch: NotifyFilters) => setFilters((f) => ({ ...f, ...patch }));

  const submit = async () => {
    setProblem(null);
    try {
      const r = await notify.mutateAsync({
        studentIds: mode === 'pick' ? picked.map((p) => p.value) : [],
        filters: mode === 'filter' ? active : undefined,
        sendEmail,
        sendNotification,
        message: message.trim() || null,
      });
      toast.success(
        `${STUDENT_MESSAGE_TOASTS.notified}: ${r.flagged} newly asked, ${r.alreadyFlagged} already asked, ${r.emailed} emailed, ${r.notified} notified in the portal`,
      );
      setPicked([]);
      setMessage('');
    } catch (err) {
      setProblem(errorText(err));
      toast.error(STUDENT_MESSAGE_TOASTS.notifyFailed);
      throw err;
    }
  };
  const clearOne = (s: NotifyStudent) =>
    clear.mutateAsync([s.id]).then(
      () => toast.success(STUDENT_MESSAGE_TOASTS.cleared),
      (err: unknown) => {
        toast.error(`${STUDENT_MESSAGE_TOASTS.clearFailed} ${errorText(err)}`);
        throw err;
      },
    );

  const columns: ColumnsType<NotifyStudent> = [
    {
      title: 'Student',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (v: string, s) => (
        <>
          {v} <Typography.Text type="secondary">({s.id})</Typography.Text>
          <br />
          <Typography.Text type="secondary">{s.email}</Typography.Text>
        </>
      ),
    },
    { title: 'Status', dataIndex: 'statusName', key: 'status', sorter: true, width: 150 },
    { title: 'Campus', dataIndex: 'campusName', key: 'campus', sorter: true, width: 140 },
    { title: 'Cohort', dataIndex: 'cohort', key: 'cohort', sorter: true, width: 110 },
    {
      title: 'Asked',
      dataIndex: 'requestedAt',
      key: 'requestedAt',
      sorter: true,
      width: 200,
      render: (v: string | null, s) => (v ? `${formatDateTime(v)} by ${s.requestedByName ?? 'System'}` : '—'),
    },
    ...(rights.write
      ? [
          {
            title: 'Actions',
            key: 'actions',
            width: 100,
            render: (_: unknown, s: NotifyStudent) => (
              <ConfirmAction
                title={`Stop asking ${s.name} to update their information?`}
                description="Their portal tabs return to normal."
                okText="Clear"
                icon={<UndoOutlined />}
                ariaLabel={`Clear the request for ${s.name}`}
                onConfirm={() => clearOne(s)}
              >
                Clear
              </ConfirmAction>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page
      title="Update Student Info"
      subtitle="Ask students to review their personal information: until they save it, their portal shows only the Personal, Billing Contact and Time Table tabs."
    >
      {rights.write && (
        <Card
          title={
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              Ask students to update
            </Typography.Title>
          }
          style={{ marginBottom: 16 }}
        >
          <Flex vertical gap={12}>
            <Radio.Group
              value={mode}
              onChange={(e) => setMode(e.target.value as Mode)}
              optionType="button"
              aria-label="Choose students by"
              options={[
                { value: 'pick', label: 'Pick students' },
                { value: 'filter', label: 'All students matching filters' },
              ]}
            />
            {mode === 'pick' ? (
              <StudentPicker value={picked} onChange={setPicked} />
            ) : (
              <>
                <Row gutter={[8, 8]}>
                  <Col {...cell}>
                    <LookupSelect
                      table="student-status"
                      aria-label="Status"
                      placeholder="Status"
                      value={filters.statusId}
                      onChange={(v) => setFilter({ statusId: v ? Number(v) : undefined })}
                    />
                  </Col>
                  <Col {...cell}>
                    <LookupSelect
                      table="campus"
                      aria-label="Campus"
                      placeholder="Campus"
                      value={filters.campusId}
                      onChange={(v) => setFilter({ campusId: v ? Number(v) : undefined })}
                    />
                  </Col>
                  <Col {...cell}>
                    <LookupSelect
                      table="semester"
                      aria-label="Semester"
                      placeholder="Semester"
                      value={filters.semesterId}
                      onChange={(v) => setFilter({ semesterId: v ? Number(v) : undefined })}
                    />
                  </Col>
                  <Col {...cell}>
                    <Input
                      aria-label="Cohort"
                      placeholder="Cohort"
                      allowClear
                      value={cohortTyped}
                      onChange={(e) => {
                        setCohortTyped(e.target.value);
                        if (!e.target.value) setFilter({ cohort: undefined });
                      }}
                      onPressEnter={() => setFilter({ cohort: cohortTyped.trim() || undefined })}
                      onBlur={() => setFilter({ cohort: cohortTyped.trim() || undefined })}
                    />
                  </Col>
                </Row>
                <Typography.Text type={hasFilter ? undefined : 'secondary'} aria-live="polite">
                  {!hasFilter
                    ? 'Choose at least one filter.'
                    : matching.isPending
                      ? 'Counting…'
                      : matching.isError
                        ? errorText(matching.error)
                        : `${matching.data?.total ?? 0} students match.`}
                </Typography.Text>
              </>
            )}
            <Flex gap={16} wrap>
              <Checkbox checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)}>
                Email them (&quot;{INFO_UPDATE_MESSAGE.subject}&quot;)
              </Checkbox>
              <Checkbox checked={sendNotification} onChange={(e) => setSendNotification(e.target.checked)}>
                Notify them in the portal
              </Checkbox>
            </Flex>
            <Input.TextArea
              aria-label="Message to the students (optional)"
              placeholder="A line from the office, added to the email and the notification (optional)"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={1000}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
            {problem && <Alert type="error" showIcon message={problem} />}
            <div>
              <ConfirmAction
                title={`Ask ${count} student${count === 1 ? '' : 's'} to update their information?`}
                okText="Ask"
                type="primary"
                size="middle"
                icon={<NotificationOutlined />}
                disabled={count === 0 || notify.isPending}
                onConfirm={submit}
              >
                Ask to Update
              </ConfirmAction>
            </div>
          </Flex>
        </Card>
      )}
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            Students asked to update
          </Typography.Title>
        }
      >
        <DataTable<NotifyStudent>
          path={NOTIFY_PATHS.students}
          params={{ flagged: 'true' }}
          columns={columns}
          rowKey="id"
          label="Students asked to update their information"
          search="Search name, email or id"
          defaultSort="-requestedAt"
          emptyText="No student is asked to update their information"
          rowHref={(s) => studentTabUrl('personal', s.id)}
        />
      </Card>
    </Page>
  );
}
