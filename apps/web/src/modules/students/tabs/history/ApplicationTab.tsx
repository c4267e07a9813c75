import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/QueryState';
import type { StudentTabProps } from '../registry';
import { useStudentApplication } from './api';

/** The application the student made as a lead: the lead's id and a link to its application screen. */
export default function ApplicationTab({ studentId }: StudentTabProps) {
  const app = useStudentApplication(studentId);
  return (
    <Card title={<h2 className="card-h2">Application</h2>}>
      <QueryState query={app}>
        {(a) => (
          <>
            <Descriptions size="small" column={1} items={[{ key: 'lead', label: 'Lead ID', children: a.leadId }]} />
            <Typography.Paragraph style={{ marginTop: 12 }}>
              The student applied as a lead. <Link to={a.applicationUrl}>Open the application of lead {a.leadId}</Link>
            </Typography.Paragraph>
          </>
        )}
      </QueryState>
    </Card>
  );
}
