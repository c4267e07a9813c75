import { useEffect } from 'react';
import { Button, Card, Col, Descriptions, Form, Input, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { TOASTS, updateProfileRequest, type UserProfile } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { refreshSession } from '../../../app/session';
import { FormError } from '../../../components/FormError';
import { formatDateTime } from '../../../components/format';
import { Page } from '../../../components/Page';
import { QueryState } from '../../../components/QueryState';
import { useZodForm } from '../../../components/useZodForm';
import { useProfile, useUpdateProfile } from '../api';

function ProfileForm({ profile }: { profile: UserProfile }) {
  const client = useQueryClient();
  const save = useUpdateProfile();
  const f = useZodForm(updateProfileRequest);
  const { form } = f;
  useEffect(() => {
    form.setFieldsValue({ firstName: profile.firstName, lastName: profile.lastName, email: profile.email, phone: profile.phone ?? '' });
  }, [form, profile]);

  const onSubmit = f.submit(async (data) => {
    await save.mutateAsync(data);
    toast.success(TOASTS.profileUpdated);
    void refreshSession(client);
  });

  return (
    <Form {...f.formProps} onFinish={onSubmit}>
      <FormError message={f.formError} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label="First name" required={f.required('firstName')}><Input name="firstName" autoComplete="given-name" /></Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label="Last name" required={f.required('lastName')}><Input name="lastName" autoComplete="family-name" /></Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" required={f.required('email')}><Input name="email" type="email" autoComplete="email" /></Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label="Phone" required={f.required('phone')}><Input name="phone" type="tel" autoComplete="tel" /></Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={f.submitting}>Save profile</Button>
    </Form>
  );
}

/** The signed-in user's own profile (GET/PUT /api/me/profile). */
export default function ProfilePage() {
  const query = useProfile();
  return (
    <Page title="Profile" subtitle="Your name and contact details" maxWidth={960}>
      <QueryState query={query}>
        {(p) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card title="Personal details"><ProfileForm profile={p} /></Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title="Account">
                <Descriptions column={1} size="small" items={[
                  { key: 'u', label: 'Username', children: p.username },
                  { key: 't', label: 'User type', children: p.userType },
                  { key: 'g', label: 'Group', children: p.groupName ?? '—' },
                  { key: 'l', label: 'Last sign-in', children: formatDateTime(p.lastLoginAt) || '—' },
                ]} />
              </Card>
            </Col>
          </Row>
        )}
      </QueryState>
    </Page>
  );
}
