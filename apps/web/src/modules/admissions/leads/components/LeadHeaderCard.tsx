import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { CloseCircleOutlined, SolutionOutlined, UndoOutlined } from '@ant-design/icons';
import { LEAD_TOASTS, leadCloseInput, type LeadHeader, formatPhone } from '@caduceus/contracts';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { FormModal } from '../../../../components/FormModal';
import { formatDate } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { useCloseLead, useMigrateLead, useReopenLead } from '../api';
import { ClosedTag, LeadStatusTag, orDash } from './LeadTags';
import { RecordFacts } from '../../../../components/records/RecordParts';

/** The facts every tab of the lead shows above it. */
export function LeadHeaderCard({ header: h }: { header: LeadHeader }) {
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: 'Lead ID', value: h.id },
    {
      label: 'Status',
      value: (
        <Flex gap={4}>
          <LeadStatusTag statusId={h.statusId} name={h.statusName} />
          {h.closedAt && <ClosedTag />}
        </Flex>
      ),
    },
    { label: 'Program', value: orDash(h.courseName) },
    { label: 'Campus', value: orDash(h.campusName) },
    { label: 'Semester', value: orDash(h.semesterName) },
    { label: 'Source', value: orDash(h.sourceName) },
    { label: 'Representative', value: orDash(h.representativeName) },
    { label: 'Created', value: formatDate(h.createdAt) },
  ];
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{[h.email, formatPhone(h.phone)].filter(Boolean).join(' · ')}</Typography.Text>
      <RecordFacts label="Lead facts" facts={facts} />
    </Card>
  );
}

/** A closed lead: said above the tabs, with Reopen for those who may. */
export function LeadClosedBar({ header: h, canReopen }: { header: LeadHeader; canReopen: boolean }) {
  const reopen = useReopenLead(h.id);
  if (!h.closedAt) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`This lead was closed on ${formatDate(h.closedAt)}`}
      description="A closed lead is read only. Reopen it to work on it again."
      action={
        canReopen && (
          <ConfirmAction
            title="Reopen this lead?"
            okText="Reopen"
            type="primary"
            size="middle"
            icon={<UndoOutlined />}
            onConfirm={() =>
              saveWithToasts(() => reopen.mutateAsync(), { ok: LEAD_TOASTS.reopened, failed: LEAD_TOASTS.updateFailed })
            }
          >
            Reopen
          </ConfirmAction>
        )
      }
    />
  );
}

/** The header's actions: close the lead (with a reason) and migrate it to a student. */
export function LeadActions({ header: h, canEdit }: { header: LeadHeader; canEdit: boolean }) {
  const navigate = useNavigate();
  const migrate = useMigrateLead(h.id);
  const [closing, setClosing] = useState(false);
  return (
    <Flex gap={8} wrap>
      {h.studentId && (
        <Button icon={<SolutionOutlined />} onClick={() => void navigate(`/student/details/personal/${h.studentId}`)}>
          Open student record
        </Button>
      )}
      {h.canMigrate && (
        <ConfirmAction
          title="Migrate this lead to a student?"
          okText="Migrate"
          type="primary"
          size="middle"
          icon={<SolutionOutlined />}
          description="A student record is created from the lead, with its documents and history; the lead becomes status Student."
          onConfirm={async () => {
            let studentUrl: string | undefined;
            await saveWithToasts(
              async () => {
                studentUrl = (await migrate.mutateAsync()).studentUrl;
              },
              { ok: LEAD_TOASTS.migrated, failed: LEAD_TOASTS.migrateFailed },
            );
            if (studentUrl) void navigate(studentUrl);
          }}
        >
          Migrate to student
        </ConfirmAction>
      )}
      {canEdit && !h.closedAt && (
        <Button icon={<CloseCircleOutlined />} onClick={() => setClosing(true)}>
          Close Lead
        </Button>
      )}
      <CloseLeadModal leadId={h.id} open={closing} onClose={() => setClosing(false)} />
    </Flex>
  );
}

function CloseLeadModal({ leadId, open, onClose }: { leadId: number; open: boolean; onClose: () => void }) {
  const close = useCloseLead(leadId);
  const f = useZodForm(leadCloseInput);
  const { reset } = f;
  useEffect(() => {
    if (open) reset({});
  }, [open, reset]);
  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(() => close.mutateAsync(body), { ok: LEAD_TOASTS.closed, failed: LEAD_TOASTS.updateFailed });
    onClose();
  });
  return (
    <FormModal
      open={open}
      title="Close Lead"
      okText="Close Lead"
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
    >
      <Typography.Paragraph type="secondary">
        The lead leaves the open list and becomes read only until it is reopened.
      </Typography.Paragraph>
      <Form.Item name="reason" label="Reason">
        <Input.TextArea name="reason" rows={3} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
}
