import { useState } from 'react';
import { Button, Card, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { CONTACT_TOASTS, MAX_STUDENT_CONTACTS, formatPhone, type StudentContact } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { QueryState } from '../../../../components/QueryState';
import { RowActions } from '../../../../components/RowActions';
import { formatDateTime } from '../../../../components/format';
import type { StudentTabProps } from '../registry';
import { useContactMutations, useContacts } from './api';
import { ContactFormModal } from './ContactFormModal';

const addressOf = (c: StudentContact) =>
  [c.address1, c.address2, c.city, c.stateLabel, c.zip, c.countryLabel].filter(Boolean).join(', ');

/**
 * parents-details ("Billing Contact"): the people to reach about a student, one of them the billing
 * contact. Staff change them with their Student rights; the student and their parents keep their own.
 */
export default function ParentsTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  const self = header.viewer !== 'staff';
  const canAdd = !readOnly && (self || rights.write);
  const canEdit = !readOnly;
  const canDelete = !readOnly && (self || rights.delete);
  const contacts = useContacts(studentId);
  const { remove } = useContactMutations(studentId);
  const [form, setForm] = useState<{ contact: StudentContact | null } | null>(null);
  const items = contacts.data?.items ?? [];
  const full = items.length >= MAX_STUDENT_CONTACTS;

  const columns: ColumnsType<StudentContact> = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, c) => (
        <>
          {name} {c.isBillingContact && <Tag color="blue">Billing contact</Tag>}
        </>
      ),
    },
    { title: 'Relation', dataIndex: 'relation', key: 'relation', width: 120 },
    { title: 'Email', dataIndex: 'email', key: 'email', render: (v: string) => <a href={`mailto:${v}`}>{v}</a> },
    {
      title: 'Phone',
      dataIndex: 'phone',
      key: 'phone',
      width: 160,
      render: (v: string, c) =>
        [v, c.alternatePhone]
          .filter(Boolean)
          .map((p) => formatPhone(p))
          .join(' / '),
    },
    { title: 'Address', key: 'address', render: (_: unknown, c) => addressOf(c) || '—' },
    {
      title: 'Last changed',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      width: 170,
      render: (v: string, c) => `${formatDateTime(v)}${c.updatedByName ? ` (${c.updatedByName})` : ''}`,
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_: unknown, c) => (
        <RowActions
          look="links"
          name={c.name}
          onEdit={canEdit ? () => setForm({ contact: c }) : undefined}
          deleteDescription={c.isBillingContact ? 'The student will have no billing contact.' : undefined}
          onDelete={
            canDelete
              ? () =>
                  remove.mutateAsync(c.id).then(
                    () => toast.success(CONTACT_TOASTS.deleted),
                    (e: unknown) => {
                      toast.error(CONTACT_TOASTS.deleteFailed);
                      throw e;
                    },
                  )
              : undefined
          }
        />
      ),
    });
  }

  return (
    <Card
      title={
        <h2 className="card-h2" id="contacts-heading">
          Billing Contact
        </h2>
      }
      extra={
        canAdd && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={full}
            title={full ? `At most ${MAX_STUDENT_CONTACTS} contacts` : undefined}
            onClick={() => setForm({ contact: null })}
          >
            Add Contact
          </Button>
        )
      }
    >
      <QueryState
        query={contacts}
        isEmpty={(d) => d.items.length === 0}
        emptyText="No contacts yet"
        emptyAction={
          canAdd ? (
            <Button type="primary" onClick={() => setForm({ contact: null })}>
              Add the first contact
            </Button>
          ) : undefined
        }
      >
        {(d) => (
          <Table<StudentContact>
            rowKey="id"
            columns={columns}
            dataSource={d.items}
            pagination={false}
            size="middle"
            scroll={{ x: 900 }}
          />
        )}
      </QueryState>
      {canAdd || canEdit ? (
        <ContactFormModal
          studentId={studentId}
          open={form !== null}
          contact={form?.contact ?? null}
          billingHolder={items.find((c) => c.isBillingContact) ?? null}
          onClose={() => setForm(null)}
        />
      ) : null}
    </Card>
  );
}
