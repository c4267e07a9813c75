import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Col, Form, Input, Radio, Row, Select, Space, Typography, Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import {
  SMS_MAX_LENGTH,
  SMS_MAX_SEGMENTS,
  SMS_SEGMENT_LENGTH,
  STUDENT_MESSAGE_TOASTS,
  formatPhone,
  smsSegments,
  studentSmsInput,
  type StudentSms,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { errorText } from '../../../../components/QueryState';
import { useZodForm } from '../../../../components/useZodForm';
import { useSmsMutations, useSmsRecipients, useSmsSettings } from './api';

type Target = 'student' | 'contact' | 'other';

/** Says how a send went: the provider's status decides the toast. */
export function smsToast(s: StudentSms) {
  if (s.status === 'Failed') toast.error(`${STUDENT_MESSAGE_TOASTS.smsFailed} ${s.error ?? ''}`.trim());
  else if (s.status === 'Logged') toast.info(STUDENT_MESSAGE_TOASTS.smsLogged);
  else toast.success(STUDENT_MESSAGE_TOASTS.smsSent);
}

/** Writes an SMS to the student, a saved contact or another number, counting 160-character segments; sends the portal credentials. */
export function SmsSendCard({ studentId, canSend }: { studentId: number; canSend: boolean }) {
  const settings = useSmsSettings(studentId);
  const contacts = useSmsRecipients(studentId);
  const { send, credentials } = useSmsMutations(studentId);
  const f = useZodForm(studentSmsInput);
  const { form } = f;
  const [target, setTarget] = useState<Target>('student');
  const studentPhone = settings.data ? (settings.data.smsPhone ?? settings.data.studentPhone) : null;
  const optedOut = settings.data?.optedOut ?? false;
  const text = (Form.useWatch('text', form) as string | undefined) ?? '';
  const contactOptions = useMemo(
    () => (contacts.data?.items ?? []).map((c) => ({ value: c.phone, label: `${c.name} (${formatPhone(c.phone)})` })),
    [contacts.data],
  );

  useEffect(() => {
    if (target === 'student') form.setFieldsValue({ phone: studentPhone ?? '', saveAs: undefined });
    else form.setFieldsValue({ phone: '', saveAs: undefined });
  }, [target, studentPhone, form]);

  const onSubmit = f.submit(async (values) => {
    const sms = await send.mutateAsync(values);
    smsToast(sms);
    if (sms.status !== 'Failed') form.setFieldsValue({ text: '', saveAs: undefined });
  });
  const sendCredentials = () =>
    credentials.mutateAsync().then(
      (r) => {
        if (r.sms.status === 'Failed')
          toast.error(`${STUDENT_MESSAGE_TOASTS.credentialsFailed} ${r.sms.error ?? ''}`.trim());
        else toast.success(`${STUDENT_MESSAGE_TOASTS.credentialsSent} (username ${r.username})`);
      },
      (err: unknown) => {
        toast.error(`${STUDENT_MESSAGE_TOASTS.credentialsFailed} ${errorText(err)}`);
        throw err;
      },
    );

  const segments = smsSegments(text);
  return (
    <Card
      title={<h3 className="card-h2">Send SMS</h3>}
      size="small"
      extra={
        canSend && (
          <ConfirmAction
            title="Send the portal username and a password link by SMS?"
            description="The link sets a new password; it works once, for 72 hours."
            okText="Send"
            type="default"
            disabled={optedOut || !studentPhone}
            onConfirm={sendCredentials}
          >
            Send Credentials
          </ConfirmAction>
        )
      }
    >
      {optedOut && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="The student has opted out of SMS"
          description="Change the SMS settings if they agree again."
        />
      )}
      {!canSend ? (
        <Typography.Text type="secondary">You may read the SMS history; sending needs the write right.</Typography.Text>
      ) : (
        <Form {...f.formProps} onFinish={() => void onSubmit()} disabled={optedOut}>
          {f.formError && <Alert type="error" showIcon message={f.formError} style={{ marginBottom: 12 }} />}
          <Form.Item label="Send to">
            <Radio.Group
              value={target}
              onChange={(e) => setTarget(e.target.value as Target)}
              optionType="button"
              options={[
                {
                  value: 'student',
                  label: studentPhone ? `Student ${formatPhone(studentPhone)}` : 'Student (no phone)',
                  disabled: !studentPhone,
                },
                { value: 'contact', label: 'Saved contact', disabled: !contactOptions.length },
                { value: 'other', label: 'Other number' },
              ]}
            />
          </Form.Item>
          <Row gutter={12}>
            {target === 'contact' && (
              <Col xs={24} md={12}>
                <Form.Item name="phone" label="Contact" required>
                  <Select options={contactOptions} placeholder="Choose a contact" aria-label="Contact" />
                </Form.Item>
              </Col>
            )}
            {target === 'other' && (
              <>
                <Col xs={24} md={12}>
                  <Form.Item name="phone" label="Phone number" required>
                    <Input name="phone" inputMode="tel" autoComplete="off" placeholder="+1 305 555 0100" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="saveAs" label="Save as contact" extra="A name keeps this number for next time">
                    <Input name="saveAs" maxLength={80} autoComplete="off" />
                  </Form.Item>
                </Col>
              </>
            )}
            {target === 'student' && (
              <Form.Item name="phone" hidden>
                <Input />
              </Form.Item>
            )}
          </Row>
          <Form.Item
            name="text"
            label="Message"
            required={f.required('text')}
            extra={
              <span aria-live="polite">
                {text.length} / {SMS_MAX_LENGTH} characters · {segments} SMS of {SMS_SEGMENT_LENGTH} characters
                {segments > SMS_MAX_SEGMENTS ? ' (too long)' : ''}
              </span>
            }
          >
            <Input.TextArea name="text" autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={f.submitting}>
              Send SMS
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
