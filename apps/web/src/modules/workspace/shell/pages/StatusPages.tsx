import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Flex, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useSession } from '../../../../app/session';
import { Logo } from '../../../../app/Logo';
import { useTranslation } from 'react-i18next';
import { translateNode, translateTitle } from '../../../../app/i18n';

type Status = '403' | '404' | '500' | 'info' | 'warning';

/** A status screen: a <main> with an <h1>, a short explanation and the way out. */
function StatusScreen({
  status,
  title,
  text,
  extra,
}: {
  status: Status;
  title: string;
  text: ReactNode;
  extra?: ReactNode;
}) {
  const session = useSession();
  // the title and texts, given in English, show in the chosen language (issue 14)
  useTranslation('titles');
  const shown = translateTitle(title);
  useEffect(() => {
    document.title = `${shown} · Caduceus`;
  }, [shown]);
  return (
    <main
      className="page"
      aria-labelledby="page-title"
      style={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: session ? undefined : '100vh',
      }}
    >
      <Result
        status={status}
        icon={status === 'info' || status === 'warning' ? <Logo size={72} /> : undefined}
        title={
          <Typography.Title level={1} id="page-title" style={{ fontSize: 26, margin: 0 }}>
            {shown}
          </Typography.Title>
        }
        subTitle={translateNode(text)}
        extra={
          <Flex gap={8} justify="center" wrap>
            {extra}
            <Link to={session ? '/' : '/login'}>
              <Button type="primary">{translateTitle(session ? 'Go to my home page' : 'Go to sign in')}</Button>
            </Link>
          </Flex>
        }
      />
    </main>
  );
}

export function NotFoundPage() {
  return (
    <StatusScreen
      status="404"
      title="Page not found"
      text="The page you asked for does not exist, or it is not available yet."
    />
  );
}

export function NotAuthorizedPage() {
  const loc = useLocation();
  const from = (loc.state as { from?: string } | null)?.from;
  return (
    <StatusScreen
      status="403"
      title="You are not authorized"
      text={
        <>
          You do not have permission to open this page{from ? <> ({from})</> : null}. Ask a system administrator for
          access.
        </>
      }
    />
  );
}

export function Error404Page() {
  return <StatusScreen status="404" title="Error 404" text="This record or page could not be found." />;
}

export function Error500Page() {
  return (
    <StatusScreen
      status="500"
      title="Error 500"
      text="Something went Wrong! on our side. Please try again in a moment."
      extra={<Button onClick={() => window.history.back()}>Go back</Button>}
    />
  );
}

export function MaintenancePage() {
  return (
    <StatusScreen
      status="info"
      title="Under maintenance"
      text="Caduceus is being updated and will be back shortly. Thank you for your patience."
    />
  );
}
