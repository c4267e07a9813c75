import { Alert } from 'antd';

/** The form-level message (a server refusal that belongs to no single field). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />;
}
