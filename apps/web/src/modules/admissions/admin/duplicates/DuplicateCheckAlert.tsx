import { Alert, Form } from 'antd';
import { Link } from 'react-router';
import { DUPLICATE_RULE_LABELS, leadTabUrl } from '@caduceus/contracts';
import { useDebounced } from '../../../../components/useDebounced';
import { useDuplicateCheck } from './api';

/**
 * Inside a lead form: warns while typing when the email, phone or name and date of birth match existing
 * leads (GET /api/leads/duplicates/check). It warns only; adding stays possible (merge later).
 */
export function DuplicateCheckAlert() {
  const form = Form.useFormInstance();
  const email = Form.useWatch('email', form) as string | undefined;
  const phone = Form.useWatch('phone', form) as string | undefined;
  const firstName = Form.useWatch('firstName', form) as string | undefined;
  const lastName = Form.useWatch('lastName', form) as string | undefined;
  const dob = Form.useWatch('dateOfBirth', form) as unknown;
  const dateOfBirth =
    typeof dob === 'string'
      ? dob
      : dob && typeof (dob as { format?: unknown }).format === 'function'
        ? (dob as { format: (f: string) => string }).format('YYYY-MM-DD')
        : undefined;
  const q = useDebounced({ email, phone, firstName, lastName, dateOfBirth }, 400);
  const ready =
    (q.email && q.email.includes('@')) ||
    (q.phone && q.phone.replace(/\D/g, '').length >= 7) ||
    (q.firstName && q.lastName && q.dateOfBirth);
  const check = useDuplicateCheck(ready ? q : null);
  const items = ready ? (check.data?.items ?? []) : [];
  if (!items.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      message={`This may be a duplicate of ${items.length === 1 ? 'an existing lead' : `${items.length} existing leads`}`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {items.slice(0, 5).map((l) => (
            <li key={l.id}>
              <Link to={leadTabUrl('profile', l.id)} target="_blank">
                #{l.id} {l.firstName} {l.lastName}
              </Link>{' '}
              ({l.email}) — {l.rules.map((r) => DUPLICATE_RULE_LABELS[r]).join(', ')}
            </li>
          ))}
        </ul>
      }
    />
  );
}
