import { useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd';
import {
  EditOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  MoonOutlined,
  SunOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../prefs';
import { useLogout, useSignedIn } from '../session';
import { setLanguage } from '../i18n';
import { LANGUAGES, type Language } from '../menuLabels';

/** The signed-in user's menu: Profile, Change password, Signature, Log Out. */
export function UserMenu() {
  const { user } = useSignedIn();
  const navigate = useNavigate();
  const logout = useLogout();
  const { t } = useTranslation('shell');
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span>
          {user.firstName} {user.lastName}
          <br />
          <small>{user.groupName ?? user.roleName ?? user.userType}</small>
        </span>
      ),
    },
    { type: 'divider' },
    { key: '/settings/user/profile', icon: <UserOutlined />, label: t('profile') },
    { key: '/settings/user/password', icon: <LockOutlined />, label: t('changePassword') },
    { key: '/settings/user/signature', icon: <EditOutlined />, label: t('signature') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else void navigate(key);
  };
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={t('userMenu.of', { name: `${user.firstName} ${user.lastName}` })}
        style={{ height: 40, paddingInline: 4 }}
      >
        <Avatar size={28} style={{ background: '#1668dc' }}>
          {initials}
        </Avatar>
        <Typography.Text className="hide-narrow" style={{ marginLeft: 8 }}>
          {user.firstName} {user.lastName}
        </Typography.Text>
      </Button>
    </Dropdown>
  );
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSignedIn();
  const current = (i18n.language ?? 'en') as Language;
  const items: MenuProps['items'] = LANGUAGES.map((l) => ({ key: l.code, label: l.name }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void setLanguage(key as Language, user.id),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${t('language')}: ${LANGUAGES.find((l) => l.code === current)?.name ?? current}`}
      >
        <span className="hide-narrow">{current.toUpperCase()}</span>
      </Button>
    </Dropdown>
  );
}

export function ThemeToggle() {
  const { mode, set } = usePrefs();
  const dark = mode === 'dark';
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      aria-label={dark ? t('mode.toLight') : t('mode.toDark')}
      aria-pressed={dark}
      title={dark ? t('mode.light') : t('mode.dark')}
      onClick={() => set({ mode: dark ? 'light' : 'dark' })}
    />
  );
}
