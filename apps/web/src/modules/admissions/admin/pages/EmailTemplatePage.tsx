import { useMemo, useState } from 'react';
import { EyeOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_TEMPLATE_LINK, LEAD_TEMPLATE_TOASTS, type LeadTemplate } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { IconAction, RowActions } from '../../../../components/RowActions';
import { ActiveTag } from '../../../../components/StatusTag';
import { formatDateTime } from '../../../../components/format';
import { PATHS, useFetchFailedToast, useTemplateStatus } from '../api';
import { ActiveListPage } from '../components/ActiveListPage';

const TemplateFormDrawer = lazyOnOpen(
  () => import('../components/TemplateFormDrawer').then((m) => m.TemplateFormDrawer),
  (p) => p.open,
);
const TemplatePreviewModal = lazyOnOpen(
  () => import('../components/TemplatePreviewModal').then((m) => m.TemplatePreviewModal),
  (p) => p.template !== null,
);

/**
 * Lead email templates (/lead/lead-admin/email-template): the 'email-template' rows of module lead,
 * searched, added and edited with placeholders ({{firstName}}, ...) and previewed for a sample lead.
 */
export default function EmailTemplatePage() {
  const rights = useRights(LEAD_TEMPLATE_LINK);
  const [editing, setEditing] = useState<LeadTemplate | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<LeadTemplate | null>(null);
  const status = useTemplateStatus();
  useFetchFailedToast(PATHS.templates, LEAD_TEMPLATE_TOASTS.fetchFailed);

  const columns = useMemo<ColumnsType<LeadTemplate>>(
    () => [
      { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
      { title: 'Subject', dataIndex: 'subject', key: 'subject', sorter: true, ellipsis: true },
      { title: 'Status', dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
      { title: 'Updated', dataIndex: 'updatedAt', key: 'updatedAt', render: (v: string) => formatDateTime(v) },
      {
        title: 'Actions',
        key: 'actions',
        fixed: 'right' as const,
        render: (_: unknown, r: LeadTemplate) => (
          <RowActions
            name={r.name}
            gap={2}
            wrap={false}
            before={
              <IconAction
                title="Preview"
                label={`Preview ${r.name}`}
                icon={<EyeOutlined />}
                onClick={() => setPreviewing(r)}
              />
            }
            onEdit={rights.edit ? () => setEditing(r) : undefined}
          >
            {rights.edit && (
              <ConfirmAction
                title={r.active ? `Deactivate "${r.name}"?` : `Activate "${r.name}"?`}
                description={
                  r.active
                    ? 'It leaves the choices of the send form; it can be activated again.'
                    : 'It returns to the choices of the send form.'
                }
                okText={r.active ? 'Deactivate' : 'Activate'}
                danger={r.active}
                type="text"
                icon={r.active ? <StopOutlined /> : <CheckCircleOutlined />}
                ariaLabel={`${r.active ? 'Deactivate' : 'Activate'} ${r.name}`}
                onConfirm={() =>
                  status.mutateAsync({ id: r.id, active: !r.active }).then(
                    () => toast.success(r.active ? LEAD_TEMPLATE_TOASTS.deactivated : LEAD_TEMPLATE_TOASTS.activated),
                    () => undefined,
                  )
                }
              />
            )}
          </RowActions>
        ),
      },
    ],
    [rights.edit, status],
  );

  return (
    <ActiveListPage<LeadTemplate>
      title="Email Templates"
      subtitle="Ready-made emails to leads, personalised with each lead's name, program and semester"
      addText="Add template"
      canAdd={rights.write}
      onAdd={() => setEditing('new')}
      label="Lead email templates"
      path={PATHS.templates}
      columns={columns}
      search="Search name, subject, body"
      defaultSort="name"
      exportAs="lead_email_templates"
      emptyText="No email templates yet"
    >
      <TemplateFormDrawer
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <TemplatePreviewModal template={previewing} onClose={() => setPreviewing(null)} />
    </ActiveListPage>
  );
}
