import { useTranslation } from 'react-i18next';
import { translateMessage } from '../app/i18n';
import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import InputPassword from 'antd/es/input/Password';
import type { PasswordPrompt } from './exportList';

export interface ExportPasswordModalProps {
  /** open while the server waits for the password */
  prompt: PasswordPrompt | null;
  /** the export is being sent again with the password */
  submitting: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks the signed-in user for their password again before a large export (the server's reason shown). */
export function ExportPasswordModal({ prompt, submitting, onSubmit, onCancel }: ExportPasswordModalProps) {
  const [password, setPassword] = useState('');
  const { t } = useTranslation();
  const submit = () => {
    if (password) onSubmit(password);
  };
  return (
    <Modal
      open={!!prompt}
      title={t('export.confirmPassword')}
      okText={t('action.export')}
      onOk={submit}
      okButtonProps={{ disabled: !password }}
      confirmLoading={submitting}
      onCancel={onCancel}
      afterClose={() => setPassword('')}
      destroyOnHidden
    >
      <p>{prompt?.message && translateMessage(prompt.message)}</p>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('field.password')}
          required
          validateStatus={prompt?.error ? 'error' : undefined}
          help={prompt?.error && translateMessage(prompt.error)}
        >
          <InputPassword
            id="export-password"
            name="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
      {prompt?.error && <Alert type="error" showIcon role="alert" title={prompt.error} />}
    </Modal>
  );
}
