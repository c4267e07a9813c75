import { Card } from 'antd';
import { QueryState } from '../../../components/QueryState';
import { useStudentProfile } from '../api';
import { ViewList } from '../../../components/EditableCard';
import { profileView } from './profileView';
import type { StudentTabProps } from './registry';

/** profile/view: the profile as a read-only summary (what the student sees of it). */
export default function ProfileViewTab({ studentId }: StudentTabProps) {
  const record = useStudentProfile(studentId);
  return (
    <QueryState query={record}>
      {(r) => (
        <Card title={<h2 className="card-h2">Profile</h2>}>
          <ViewList items={profileView(r)} />
        </Card>
      )}
    </QueryState>
  );
}
