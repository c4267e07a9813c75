import { useEffect, type ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Logo } from '../../app/Logo';

/** The centred card of the login-type screens, inside their <main> landmark. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useEffect(() => { document.title = `${title} · Caduceus`; }, [title]);
  return (
    <main className="full-center" aria-labelledby="page-title">
      <Card className="auth-card">
        <div className="auth-brand">
          <Logo size={40} />
          <div>
            <Typography.Text type="secondary">Caduceus</Typography.Text>
            <Typography.Title level={1} id="page-title" style={{ margin: 0, fontSize: 22 }}>{title}</Typography.Title>
          </div>
        </div>
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {children}
      </Card>
    </main>
  );
}
