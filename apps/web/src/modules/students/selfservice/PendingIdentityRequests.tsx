import { Link } from 'react-router';
import { Alert, Flex } from 'antd';
import { STUDENT_TAB_COMPONENTS, studentTabUrl } from '@caduceus/contracts';
import { useComponentRights } from '../../../app/rights';
import { formatDateTime } from '../../../components/format';
import { usePendingIdentityRequests } from './api';

/**
 * The registrar's queue on the student list: students waiting for a decision on a change of their legal
 * name or date of birth, each a link to the personal tab where it is decided. Shown to those who may
 * edit the personal tab, and only when something waits.
 */
export function PendingIdentityRequests() {
  const may = useComponentRights(STUDENT_TAB_COMPONENTS.personal[0]!).edit;
  const pending = usePendingIdentityRequests(may);
  const items = pending.data?.items ?? [];
  if (!may || !items.length) return null;
  return (
    <section aria-label="Legal identity change requests" style={{ marginBottom: 16 }}>
      <Alert
        type="info"
        showIcon
        title={`${items.length} legal identity change request${items.length === 1 ? '' : 's'} waiting for a decision`}
        description={
          <Flex vertical gap={4}>
            {items.map((r) => (
              <span key={r.id}>
                <Link to={studentTabUrl('personal', r.studentId)}>
                  {r.studentName} ({r.studentId})
                </Link>{' '}
                · filed {formatDateTime(r.createdAt)}
              </span>
            ))}
          </Flex>
        }
      />
    </section>
  );
}
