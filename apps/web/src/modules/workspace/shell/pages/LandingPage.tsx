import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card, Col, Row, Typography } from 'antd';
import { EditOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/Page';
import { EmptyState } from '../../../../components/QueryState';
import { Logo } from '../../../../app/Logo';
import { MenuIcon } from '../../../../app/icons';
import { useSignedIn } from '../../../../app/session';
import { builtMenu } from '../../../../app/layouts/shellMenu';
import { ActiveBanners } from '../../../admin/banners/ActiveBanners';

/** The landing page: the logo, a welcome, and links to the modules this user may open. */
export default function LandingPage() {
  const { user, menu } = useSignedIn();
  const { t } = useTranslation('menu');
  const modules = useMemo(() => builtMenu(menu), [menu]);
  return (
    <Page title={`Welcome, ${user.firstName}`} subtitle="Caduceus school management system">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
        <Logo size={64} />
        <Typography.Paragraph style={{ margin: 0, maxWidth: 640 }}>
          Signed in as <strong>{user.username}</strong>
          {user.groupName ? (
            <>
              {' '}
              in the <strong>{user.groupName}</strong> group
            </>
          ) : null}
          . Choose where to go.
        </Typography.Paragraph>
      </div>
      <ActiveBanners />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Your modules
      </Typography.Title>
      {modules.length === 0 ? (
        <EmptyState text="No modules are available to you yet. Ask a system administrator if you need access." />
      ) : (
        <Row gutter={[16, 16]} role="list">
          {modules.map((m) => (
            <Col key={m.key} xs={24} sm={12} lg={8} xl={6} role="listitem">
              <Link to={m.link}>
                <Card hoverable size="small">
                  <Card.Meta
                    avatar={
                      <span style={{ fontSize: 22 }}>
                        <MenuIcon name={m.icon} />
                      </span>
                    }
                    title={t(m.key, { defaultValue: m.title })}
                    description={
                      m.children ? m.children.map((c) => t(c.key, { defaultValue: c.title })).join(' · ') : undefined
                    }
                  />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Your account
      </Typography.Title>
      <ul className="plain-links">
        <li>
          <Link to="/settings/user/profile">
            <UserOutlined /> Profile
          </Link>
        </li>
        <li>
          <Link to="/settings/user/password">
            <LockOutlined /> Change password
          </Link>
        </li>
        <li>
          <Link to="/settings/user/signature">
            <EditOutlined /> Signature
          </Link>
        </li>
      </ul>
    </Page>
  );
}
