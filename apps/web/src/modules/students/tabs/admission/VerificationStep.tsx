import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography, type InputRef } from 'antd';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { ADMISSION_TOASTS, VERIFICATION, verifyCodeInput, type AdmissionVerification } from '@caduceus/contracts';
import { ApiError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { FormError } from '../../../../components/FormError';
import { useZodForm } from '../../../../components/useZodForm';
import { ADMISSION_PATHS, useAdmissionMutations } from './api';

/** Seconds until a time (0 when past), ticking once a second while above 0. */
function useSecondsUntil(iso: string | null) {
  const until = iso ? new Date(iso).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [left]);
  return left;
}

/**
 * The step before the forms: send a code to one's email, type it, verify. Keyboard first: the send
 * button has the focus, then the code field (one field, digits, the browser may offer the code from
 * the message); Enter verifies; a new code is offered once the wait is over. The outcome is announced.
 */
export function VerificationStep({
  studentId,
  verification,
  readOnly,
}: {
  studentId: number;
  verification: AdmissionVerification;
  readOnly: boolean;
}) {
  const { sendCode, verify } = useAdmissionMutations(studentId);
  const qc = useQueryClient();
  const f = useZodForm(verifyCodeInput);
  const codeRef = useRef<InputRef>(null);
  const [sentNow, setSentNow] = useState(false);
  const waiting = useSecondsUntil(verification.resendAt);
  const pending = verification.expiresAt !== null;

  useEffect(() => {
    if (pending && sentNow) codeRef.current?.focus();
  }, [pending, sentNow]);
  // a send button that was disabled while waiting takes the focus when it comes back, unless the user went elsewhere
  const sendRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (waiting === 0 && !pending && (!document.activeElement || document.activeElement === document.body))
      sendRef.current?.focus();
  }, [waiting, pending]);

  const send = async () => {
    f.setFormError(null);
    try {
      await sendCode.mutateAsync();
      f.reset();
      setSentNow(true);
      toast.success(ADMISSION_TOASTS.codeSent);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) f.setFormError(err.message);
      else {
        toast.error(ADMISSION_TOASTS.codeSendFailed);
        f.applyServerError(err);
      }
    }
  };

  const onVerify = f.submit(async (v) => {
    try {
      await verify.mutateAsync(v.code);
    } catch (err) {
      // the tries left (or an expired code) show at once
      void qc.invalidateQueries({ queryKey: [ADMISSION_PATHS.view(studentId)] });
      throw err;
    }
    toast.success(ADMISSION_TOASTS.verified);
  });

  if (readOnly) {
    return (
      <Card title={<h2 className="card-h2">Verify your email</h2>}>
        <Alert
          type="info"
          showIcon
          title="The forms open once the student verifies their email with a code sent to them."
        />
      </Card>
    );
  }

  return (
    <Card
      title={
        <h2 className="card-h2" id="verify-heading">
          <SafetyOutlined aria-hidden /> Verify your email
        </h2>
      }
    >
      <Typography.Paragraph>
        Before you fill in the admission forms, we email you a {VERIFICATION.digits}-digit code. It is good for{' '}
        {VERIFICATION.ttlMinutes} minutes and {VERIFICATION.maxTries} tries.
      </Typography.Paragraph>
      <div aria-live="polite" role="status">
        {pending && verification.sentTo && (
          <Typography.Paragraph>
            We sent a code to <strong>{verification.sentTo}</strong>.{' '}
            {verification.triesLeft !== null &&
              `${verification.triesLeft} ${verification.triesLeft === 1 ? 'try' : 'tries'} left.`}
          </Typography.Paragraph>
        )}
      </div>
      <FormError message={f.formError} />
      {pending ? (
        <Form
          {...f.formProps}
          aria-labelledby="verify-heading"
          onFinish={() => void onVerify()}
          style={{ maxWidth: 420 }}
        >
          <Form.Item name="code" label="Verification code" required>
            <Input
              ref={codeRef}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION.digits}
              autoFocus
              placeholder={'0'.repeat(VERIFICATION.digits)}
              style={{ letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }}
            />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={f.submitting}>
              Verify
            </Button>
            <Button
              icon={<MailOutlined />}
              onClick={() => void send()}
              loading={sendCode.isPending}
              disabled={waiting > 0}
            >
              {waiting > 0 ? `Send a new code (${waiting} s)` : 'Send a new code'}
            </Button>
          </Flex>
        </Form>
      ) : (
        <Button
          ref={sendRef}
          type="primary"
          icon={<MailOutlined />}
          onClick={() => void send()}
          loading={sendCode.isPending}
          disabled={waiting > 0}
          autoFocus
        >
          {waiting > 0 ? `Send code (${waiting} s)` : 'Send verification code'}
        </Button>
      )}
    </Card>
  );
}
