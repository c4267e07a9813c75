import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Form, Input, List, Space, Tag } from 'antd';
import { PORTAL_TOASTS, formatDate, parentAccountInput, type ParentAccountInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet } from '../../../app/client';
import { FormModal } from '../../../components/FormModal';
import { QueryState } from '../../../components/QueryState';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useZodForm } from '../../../components/useZodForm';

/**
 * The sign-in accounts that reach a student (staff, on the profile tab): the student's own, made
 * here with a welcome link to set the password, and the parents linked to them.
 */
export function PortalAccounts({ studentId, readOnly }: { studentId: number; readOnly: boolean }) {
  const q = useGet('/api/students/{studentId}/portal-accounts', { path: { studentId } });
  const [adding, setAdding] = useState(false);
  const stale = [apiUrl('/api/students/{studentId}/portal-accounts', { studentId })];
  const create = useApiMutation(
    () => call('post', '/api/students/{studentId}/portal-account', { path: { studentId } }),
    { invalidate: stale, errorToast: false },
  );
  const link = useApiMutation(
    (v: ParentAccountInput) =>
      call('post', '/api/students/{studentId}/parent-accounts', { path: { studentId }, body: v }),
    { invalidate: stale, errorToast: false },
  );
  const f = useZodForm(parentAccountInput);

  return (
    <Card title="Portal accounts" size="small" style={{ marginTop: 16 }}>
      <QueryState query={q}>
        {(data) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'student',
                  label: 'Student sign-in',
                  children: data.student ? (
                    <Space wrap>
                      <span>{data.student.username}</span>
                      {data.student.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
                      <span>
                        {data.student.lastLoginAt
                          ? `last signed in ${formatDate(data.student.lastLoginAt)}`
                          : 'not signed in yet'}
                      </span>
                    </Space>
                  ) : readOnly ? (
                    'None'
                  ) : (
                    <Button
                      size="small"
                      loading={create.isPending}
                      onClick={() =>
                        void saveWithToasts(() => create.mutateAsync(), {
                          ok: PORTAL_TOASTS.studentCreated,
                          failed: PORTAL_TOASTS.failed,
                        }).catch(() => {})
                      }
                    >
                      Create portal account
                    </Button>
                  ),
                },
              ]}
            />
            <List
              header={
                <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                  <strong>Parents</strong>
                  {!readOnly && (
                    <Button
                      size="small"
                      onClick={() => {
                        f.reset();
                        setAdding(true);
                      }}
                    >
                      Link a parent
                    </Button>
                  )}
                </Space>
              }
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No parent accounts" /> }}
              dataSource={data.parents}
              renderItem={(p) => (
                <List.Item key={p.userId}>
                  <List.Item.Meta
                    title={`${p.name}${p.relation ? ` (${p.relation})` : ''}`}
                    description={`${p.email} · ${p.lastLoginAt ? `last signed in ${formatDate(p.lastLoginAt)}` : 'not signed in yet'}`}
                  />
                </List.Item>
              )}
            />
          </Space>
        )}
      </QueryState>
      <FormModal
        open={adding}
        title="Link a parent"
        okText="Link"
        onClose={() => setAdding(false)}
        formProps={f.formProps}
        formError={f.formError}
        submitting={f.submitting}
        onSubmit={f.submit(async (v) => {
          await saveWithToasts(() => link.mutateAsync(v), {
            ok: PORTAL_TOASTS.parentLinked,
            failed: PORTAL_TOASTS.failed,
          });
          setAdding(false);
        })}
      >
        <Form.Item name="firstName" label="First name" required={f.required('firstName')}>
          <Input id="parentFirstName" autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" required={f.required('lastName')}>
          <Input id="parentLastName" autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label="Email" required={f.required('email')}>
          <Input id="parentEmail" type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="relation" label="Relation">
          <Input id="parentRelation" placeholder="Mother, Father, Guardian…" />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
