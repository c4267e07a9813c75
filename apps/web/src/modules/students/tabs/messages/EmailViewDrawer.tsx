import { SentEmailDrawer } from '../../../../components/records/SentEmailDrawer';
import { MESSAGE_PATHS, useStudentEmail } from './api';

/** One sent email of a student. */
export function EmailViewDrawer({
  studentId,
  id,
  onClose,
}: {
  studentId: number;
  id: number | null;
  onClose: () => void;
}) {
  return (
    <SentEmailDrawer
      id={id}
      onClose={onClose}
      query={useStudentEmail(studentId, id)}
      attachmentPath={(fileId) => MESSAGE_PATHS.attachment(studentId, id!, fileId)}
    />
  );
}
