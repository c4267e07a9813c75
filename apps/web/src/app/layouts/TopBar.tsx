import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Layout } from 'antd';
import {
  InsertRowAboveOutlined,
  InsertRowLeftOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import { usePrefs } from '../prefs';
import { LanguageSwitch, ThemeToggle, UserMenu } from './UserMenu';
import { useNavbarLook } from './ThemeCustomizer';
import { GlobalSearch, NotificationsDropdown, TodoButton } from '../../modules/workspace/shell';
import { PendingSurveysButton } from '../../modules/requests/shell';

interface TopBarProps {
  scrolled: boolean;
  /** small screens: the button that opens the menu drawer */
  onOpenDrawer?: () => void;
  /** wide vertical layout: the collapse toggle */
  showCollapse: boolean;
  /** wide screens may switch layout */
  canSwitchLayout: boolean;
  /** the horizontal layout's menu, with the brand before it */
  horizontalMenu?: ReactNode;
  showBrand: boolean;
}

/** The logo: to the landing page (000 section 2: "/landing-page (logo)"). On a phone the name gives its room to the tools. */
export function Brand({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/landing-page" className="brand" aria-label={t('brand.home')}>
      <Logo size={30} />
      {!compact && <span className="brand-name hide-narrow">{t('brand.name')}</span>}
    </Link>
  );
}

export function TopBar({
  scrolled,
  onOpenDrawer,
  showCollapse,
  canSwitchLayout,
  horizontalMenu,
  showBrand,
}: TopBarProps) {
  const { collapsed, layout, set } = usePrefs();
  const look = useNavbarLook();
  const { t } = useTranslation();
  return (
    <Layout.Header className={`app-header${scrolled ? ' is-scrolled' : ''} ${look.className}`} style={look.style}>
      <Flex align="center" className="app-header-bar">
        {onOpenDrawer && (
          <Button type="text" icon={<MenuOutlined />} aria-label={t('menu.open')} onClick={onOpenDrawer} />
        )}
        {showCollapse && (
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
            aria-expanded={!collapsed}
            onClick={() => set({ collapsed: !collapsed })}
          />
        )}
        {showBrand && <Brand />}
        {horizontalMenu ?? <div style={{ flex: 1, minWidth: 0 }} />}
        <GlobalSearch />
        {canSwitchLayout && (
          <Button
            type="text"
            icon={layout === 'vertical' ? <InsertRowAboveOutlined /> : <InsertRowLeftOutlined />}
            aria-label={layout === 'vertical' ? t('layout.toHorizontal') : t('layout.toVertical')}
            title={layout === 'vertical' ? t('layout.horizontal') : t('layout.vertical')}
            onClick={() => set({ layout: layout === 'vertical' ? 'horizontal' : 'vertical' })}
          />
        )}
        <TodoButton />
        <PendingSurveysButton />
        <NotificationsDropdown />
        <LanguageSwitch />
        <ThemeToggle />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
