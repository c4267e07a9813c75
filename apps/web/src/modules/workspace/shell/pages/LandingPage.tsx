import { useMemo } from 'react';
import { Link } from 'react-router';
import { Avatar, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { ClockCircleOutlined, EditOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/Page';
import { Logo } from '../../../../app/Logo';
import { MenuIcon } from '../../../../app/icons';
import { useSignedIn, type Session } from '../../../../app/session';
import { builtMenu } from '../../../../app/layouts/shellMenu';
import { ActiveBanners } from '../../../admin';
import { upcomingFor } from '../upcoming';

/**
 * The landing page (the logo's target): the modules this user may open, or, for a user whose own area
 * is not built yet (preceptors, employees, alumni), their profile and what is coming for them.
 */
export default function LandingPage() {
  const { user, menu } = useSignedIn();
  const modules = useMemo(() => builtMenu(menu), [menu]);
  return (
    <Page title={`Welcome, ${user.firstName}`} subtitle="Caduceus school management system">
      <Flex align="center" gap={16} style={{ marginBottom: 24 }}>
        <Logo size={64} />
        <Typography.Paragraph style={{ margin: 0, maxWidth: 640 }}>
          Signed in as <strong>{user.username}</strong>
          {user.groupName ? (
            <>
              {' '}
              in the <strong>{user.groupName}</strong> group
            </>
          ) : null}
          .{modules.length > 0 ? ' Choose where to go.' : ''}
        </Typography.Paragraph>
      </Flex>
      <ActiveBanners />
      {modules.length > 0 ? <Modules modules={modules} /> : <ProfileAndComing user={user} />}
    </Page>
  );
}

function Modules({ modules }: { modules: ReturnType<typeof builtMenu> }) {
  const { t } = useTranslation('menu');
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Your modules
      </Typography.Title>
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
    </>
  );
}

/** No module yet: who they are (with the way to change it) and what is coming for them. */
function ProfileAndComing({ user }: { user: Session['user'] }) {
  const coming = upcomingFor(user.userType);
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card
          title={
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              Your profile
            </Typography.Title>
          }
        >
          <Flex gap={16} align="flex-start" wrap>
            <Avatar size={56} style={{ background: '#1668dc', flex: 'none' }}>
              {initials}
            </Avatar>
            <Descriptions
              column={1}
              size="small"
              style={{ flex: 1, minWidth: 220 }}
              items={[
                { key: 'name', label: 'Name', children: `${user.firstName} ${user.lastName}` },
                { key: 'email', label: 'Email', children: user.email },
                { key: 'type', label: 'User type', children: user.userType },
                { key: 'username', label: 'Username', children: user.username },
              ]}
            />
          </Flex>
          <ul className="plain-links" style={{ marginBottom: 0 }}>
            <li>
              <Link to="/settings/user/profile">
                <UserOutlined /> Edit your profile
              </Link>
            </li>
            <li>
              <Link to="/settings/user/password">
                <LockOutlined /> Change your password
              </Link>
            </li>
          </ul>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card
          title={
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {coming.title}
            </Typography.Title>
          }
        >
          <Typography.Paragraph type="secondary">
            Your own pages are being prepared. Here is what you will find in Caduceus:
          </Typography.Paragraph>
          <ul className="coming-list">
            {coming.items.map((item) => (
              <li key={item}>
                <ClockCircleOutlined aria-hidden="true" /> {item}
              </li>
            ))}
          </ul>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Until then, keep your email address up to date: the school writes to you there.
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
