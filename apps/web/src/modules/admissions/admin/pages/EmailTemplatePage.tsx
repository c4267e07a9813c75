import { useMemo, useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { EditOutlined, EyeOutlined, PlusOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_TEMPLATE_LINK, LEAD_TEMPLATE_TOASTS, type LeadTemplate } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { ActiveTag } from '../../../../components/StatusTag';
import { formatDateTime } from '../../../../components/format';
import { PATHS, useFetchFailedToast, useTemplateStatus } from '../api';

const TemplateFormDrawer = lazyOnOpen(
  () => import('../components/TemplateFormDrawer').then((m) => m.TemplateFormDrawer),
  (p) => p.open,
);
const TemplatePreviewModal = lazyOnOpen(
  () => import('../components/TemplatePreviewModal').then((m) => m.TemplatePreviewModal),
  (p) => p.template !== null,
);

const STATUS = [
  { label: 'Active', value: 'true' },
  { label: 'Inactive', value: 'false' },
];

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
          <Flex gap={2} wrap={false}>
            <Tooltip title="Preview">
              <Button
                size="small"
                type="text"
                icon={<EyeOutlined />}
                aria-label={`Preview ${r.name}`}
                onClick={() => setPreviewing(r)}
              />
            </Tooltip>
            {rights.edit && (
              <Tooltip title="Edit">
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${r.name}`}
                  onClick={() => setEditing(r)}
                />
              </Tooltip>
            )}
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
          </Flex>
        ),
      },
    ],
    [rights.edit, status],
  );

  return (
    <Page
      title="Email Templates"
      subtitle="Ready-made emails to leads, personalised with each lead's name, program and semester"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Add template
          </Button>
        )
      }
    >
      <DataTable<LeadTemplate>
        label="Lead email templates"
        path={PATHS.templates}
        rowKey="id"
        columns={columns}
        filters={[{ name: 'active', label: 'Status', options: STATUS }]}
        search="Search name, subject, body"
        defaultSort="name"
        exportAs="lead_email_templates"
        emptyText="No email templates yet"
      />
      <TemplateFormDrawer
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <TemplatePreviewModal template={previewing} onClose={() => setPreviewing(null)} />
    </Page>
  );
}
