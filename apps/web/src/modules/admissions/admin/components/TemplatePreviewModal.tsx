import { Descriptions, Modal, Typography } from 'antd';
import { LEAD_TEMPLATE_PLACEHOLDERS, type LeadTemplate } from '@caduceus/contracts';
import { QueryState } from '../../../../components/QueryState';
import { useTemplatePreview } from '../api';

/** A template as a lead would receive it, filled for the sample lead by the server (leadTemplate). */
export function TemplatePreviewModal({ template, onClose }: { template: LeadTemplate | null; onClose: () => void }) {
  const q = useTemplatePreview(template?.id ?? null);
  return (
    <Modal
      open={!!template}
      title={template ? `Preview: ${template.name}` : ''}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      <QueryState query={q}>
        {(p) => (
          <>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'subject', label: 'Subject', children: p.subject || '—' },
                ...LEAD_TEMPLATE_PLACEHOLDERS.map((x) => ({
                  key: x.key,
                  label: `Sample ${x.label.toLowerCase()}`,
                  children: p.values[x.key] ?? '—',
                })),
              ]}
            />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }} aria-label="Body">
              {p.body}
            </Typography.Paragraph>
          </>
        )}
      </QueryState>
    </Modal>
  );
}
