import { Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_EMAIL_DIRECTIONS,
  LEAD_EMAIL_DIRECTION_LABELS,
  leadTabUrl,
  type LeadEmailDirection,
  type MyMailItem,
} from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { INBOX_PATHS } from '../api';
import { MyMessagesPage, statusColumn } from '../components/MyMessagesPage';

/** Sent or received, with an arrow and a word (not colour alone). */
export function DirectionTag({ direction }: { direction: LeadEmailDirection }) {
  return direction === 'in' ? (
    <Tag color="purple" icon={<ArrowDownOutlined />}>
      {LEAD_EMAIL_DIRECTION_LABELS.in}
    </Tag>
  ) : (
    <Tag icon={<ArrowUpOutlined />}>{LEAD_EMAIL_DIRECTION_LABELS.out}</Tag>
  );
}

/**
 * /lead/notification/mymail: the signed-in user's mail with leads: what they sent, and what the leads they
 * represent wrote back. Each row opens the lead's email tab.
 */
export default function MyMailPage() {
  const columns: ColumnsType<MyMailItem> = [
    { title: 'When', dataIndex: 'at', key: 'at', sorter: true, width: 170, render: (v: string) => formatDateTime(v) },
    { title: 'Lead', dataIndex: 'leadName', key: 'lead', sorter: true },
    {
      title: 'Direction',
      dataIndex: 'direction',
      key: 'direction',
      width: 120,
      render: (v: LeadEmailDirection) => <DirectionTag direction={v} />,
    },
    { title: 'Address', dataIndex: 'address', key: 'address' },
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      sorter: true,
      render: (v: string, r) => {
        const text = (
          <>
            {v}
            {r.attachmentCount > 0 && (
              <Typography.Text type="secondary">
                {' '}
                <PaperClipOutlined aria-label={`${r.attachmentCount} attached`} />
              </Typography.Text>
            )}
          </>
        );
        return r.read ? (
          text
        ) : (
          <strong>
            <span className="visually-hidden">Unread: </span>
            {text}
          </strong>
        );
      },
    },
    statusColumn(120),
  ];
  return (
    <MyMessagesPage kind="mail" subtitle="Emails you sent to leads, and the replies of the leads you represent">
      <DataTable<MyMailItem>
        label="My mail"
        path={INBOX_PATHS.myMail}
        columns={columns}
        rowKey="id"
        rowHref={(r) => leadTabUrl('email', r.leadId)}
        linkColumn="lead"
        search="Search subject, address or lead"
        defaultSort="-at"
        filters={[
          {
            name: 'direction',
            label: 'Sent or received',
            width: 170,
            options: LEAD_EMAIL_DIRECTIONS.map((d) => ({ label: LEAD_EMAIL_DIRECTION_LABELS[d], value: d })),
          },
        ]}
        emptyText="No mail with leads yet"
      />
    </MyMessagesPage>
  );
}
