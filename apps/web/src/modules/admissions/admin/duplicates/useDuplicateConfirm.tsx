import { useCallback, useState } from 'react';
import { Button, Modal } from 'antd';
import { Link } from 'react-router';
import {
  DUPLICATE_RULE_LABELS,
  formatPhone,
  leadTabUrl,
  type DuplicateCheckQuery,
  type DuplicateLead,
} from '@caduceus/contracts';
import { call } from '../../../../app/client';

/** The values of a lead form the duplicate rules compare (email, phone, name and date of birth). */
export interface DuplicateCandidate {
  email?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
}

const queryOf = (v: DuplicateCandidate): DuplicateCheckQuery => ({
  email: v.email || undefined,
  phone: v.phone || undefined,
  firstName: v.firstName || undefined,
  lastName: v.lastName || undefined,
  dateOfBirth: v.dateOfBirth || undefined,
});

/**
 * Before a lead is added: asks the server which live leads the values duplicate (GET /api/leads/duplicates/check,
 * the duplicate rules of /lead/lead-admin/duplicate-lead) and, when there are any, shows them with links to
 * their records and lets the user stop or "Save anyway". `confirm` answers whether to go on.
 */
export function useDuplicateConfirm() {
  const [pending, setPending] = useState<{ items: DuplicateLead[]; answer: (go: boolean) => void } | null>(null);

  const confirm = useCallback(async (values: DuplicateCandidate): Promise<boolean> => {
    const { items } = await call('get', '/api/leads/duplicates/check', { query: queryOf(values) });
    if (!items.length) return true;
    return new Promise<boolean>((resolve) =>
      setPending({
        items,
        answer: (go) => {
          setPending(null);
          resolve(go);
        },
      }),
    );
  }, []);

  const n = pending?.items.length ?? 0;
  const modal = (
    <Modal
      open={pending != null}
      title="This lead may already exist"
      onCancel={() => pending?.answer(false)}
      footer={[
        <Button key="back" onClick={() => pending?.answer(false)}>
          Go back
        </Button>,
        <Button key="save" type="primary" danger onClick={() => pending?.answer(true)}>
          Save anyway
        </Button>,
      ]}
    >
      <p>
        {n === 1 ? 'An existing lead matches' : `${n} existing leads match`} what you entered. Open{' '}
        {n === 1 ? 'it' : 'them'} to check, or save this lead as a new one.
      </p>
      <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Matching leads">
        {pending?.items.slice(0, 10).map((l) => (
          <li key={l.id}>
            <Link to={leadTabUrl('profile', l.id)} target="_blank" rel="noopener">
              #{l.id} {l.firstName} {l.lastName}
            </Link>{' '}
            ({[l.email, l.phone ? formatPhone(l.phone) : null].filter(Boolean).join(', ')}):{' '}
            {l.rules.map((r) => DUPLICATE_RULE_LABELS[r]).join(', ')}
          </li>
        ))}
      </ul>
    </Modal>
  );
  return { confirm, modal };
}
