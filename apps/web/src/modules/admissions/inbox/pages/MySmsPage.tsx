import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { studentTabUrl, type MySmsItem } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { INBOX_PATHS } from '../api';
import { MyMessagesPage, statusColumn } from '../components/MyMessagesPage';

/** /lead/notification/mysms: the SMS the signed-in user sent; each row opens the student's SMS tab. */
export default function MySmsPage() {
  const columns: ColumnsType<MySmsItem> = [
    {
      title: 'Sent',
      dataIndex: 'sentAt',
      key: 'sentAt',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    { title: 'Student', dataIndex: 'studentName', key: 'student' },
    { title: 'To', dataIndex: 'to', key: 'to', sorter: true, width: 160 },
    {
      title: 'Message',
      dataIndex: 'text',
      key: 'text',
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 520 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    statusColumn(110, true),
  ];
  return (
    <MyMessagesPage kind="sms" subtitle="Text messages you sent">
      <DataTable<MySmsItem>
        label="My SMS"
        path={INBOX_PATHS.mySms}
        columns={columns}
        rowKey="id"
        rowHref={(r) => studentTabUrl('sms', r.studentId)}
        linkColumn="student"
        search="Search number, text or student"
        defaultSort="-sentAt"
        emptyText="You have not sent any SMS yet"
      />
    </MyMessagesPage>
  );
}
