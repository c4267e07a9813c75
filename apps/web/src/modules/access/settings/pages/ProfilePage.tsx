import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row } from 'antd';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TOASTS, updateProfileRequest, type UserProfile } from '@caduceus/contracts';
import { ApiError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { refreshSession } from '../../../../app/session';
import { FieldCol } from '../../../../components/FieldCol';
import { FormError } from '../../../../components/FormError';
import { formatDateTime } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { useZodForm } from '../../../../components/useZodForm';
import { useConfirmEmail, useProfile, useUpdateProfile } from '../api';

/** The link mailed to a new address leads here (?token=...): one click makes it the account's email. */
function ConfirmEmail({ token }: { token: string }) {
  const [, setParams] = useSearchParams();
  const confirm = useConfirmEmail();
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    setError(null);
    try {
      const p = await confirm.mutateAsync(token);
      toast.success(`Your email is now ${p.email}`);
      setParams({}, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went Wrong!');
    }
  };
  return (
    <Alert
      type={error ? 'error' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      message={error ?? 'Confirm your new email address'}
      description={
        error
          ? undefined
          : 'You opened the link we sent to your new address. Confirm to make it the email of your account.'
      }
      action={
        error ? undefined : (
          <Button type="primary" onClick={() => void onConfirm()} loading={confirm.isPending}>
            Confirm email
          </Button>
        )
      }
    />
  );
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const client = useQueryClient();
  const save = useUpdateProfile();
  const f = useZodForm(updateProfileRequest);
  const { form } = f;
  useEffect(() => {
    form.setFieldsValue({
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone ?? '',
      currentPassword: '',
    });
  }, [form, profile]);
  // another address needs the current password, and changes once the link mailed to it is opened
  const typedEmail = Form.useWatch('email', form) as string | undefined;
  const newAddress = !!typedEmail && typedEmail.trim().toLowerCase() !== profile.email.toLowerCase();

  const onSubmit = f.submit(async (data) => {
    await save.mutateAsync(newAddress ? data : { ...data, currentPassword: undefined });
    if (newAddress) {
      toast.success(`We sent a link to ${data.email}. Your email changes when you open it.`);
      form.setFieldsValue({ email: profile.email, currentPassword: '' });
    } else {
      toast.success(TOASTS.profileUpdated);
    }
    void refreshSession(client);
  });

  return (
    <Form {...f.formProps} onFinish={onSubmit}>
      <FormError message={f.formError} />
      <Row gutter={16}>
        <FieldCol name="firstName" label="First name" required={f.required} halfFrom="md">
          <Input name="firstName" autoComplete="given-name" />
        </FieldCol>
        <FieldCol name="lastName" label="Last name" required={f.required} halfFrom="md">
          <Input name="lastName" autoComplete="family-name" />
        </FieldCol>
        <FieldCol name="email" label="Email" required={f.required} halfFrom="md">
          <Input name="email" type="email" autoComplete="email" />
        </FieldCol>
        <FieldCol name="phone" label="Phone" required={f.required} halfFrom="md">
          <Input name="phone" type="tel" autoComplete="tel" />
        </FieldCol>
        {newAddress && (
          <Col xs={24} md={12}>
            <Form.Item
              name="currentPassword"
              label="Current password"
              required
              extra="Needed to change your email; we then send a link to the new address"
            >
              <Input.Password name="currentPassword" autoComplete="current-password" />
            </Form.Item>
          </Col>
        )}
      </Row>
      {profile.pendingEmail && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Waiting for confirmation: ${profile.pendingEmail}`}
          description="Open the link we sent to that address to make it your email. Until then your email stays as it is."
        />
      )}
      <Button type="primary" htmlType="submit" loading={f.submitting}>
        Save profile
      </Button>
    </Form>
  );
}

/** The signed-in user's own profile (GET/PUT /api/me/profile). */
export default function ProfilePage() {
  const query = useProfile();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Page title="Profile" subtitle="Your name and contact details" maxWidth={960}>
      {token && <ConfirmEmail token={token} />}
      <QueryState query={query}>
        {(p) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card title="Personal details">
                <ProfileForm profile={p} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title="Account">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'u', label: 'Username', children: p.username },
                    { key: 't', label: 'User type', children: p.userType },
                    { key: 'g', label: 'Group', children: p.groupName ?? '—' },
                    { key: 'l', label: 'Last sign-in', children: formatDateTime(p.lastLoginAt) || '—' },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        )}
      </QueryState>
    </Page>
  );
}
