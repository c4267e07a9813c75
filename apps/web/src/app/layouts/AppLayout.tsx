import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserLanguage } from '../i18n';
import './shell.css';
import { LoadingState } from '../../components/QueryState';
import { usePrefs } from '../prefs';
import { useSignedIn } from '../session';
import { AppFooter } from './AppFooter';
import { MENU_SHADOW_AT, useScrolledPast, useWindowWidth, WIDE } from './hooks';
import { builtMenu, leafCount } from './shellMenu';
import { ShellMenu } from './ShellMenu';
import { Brand, TopBar } from './TopBar';
import { ThemeCustomizer, usePrefsSync } from './ThemeCustomizer';
import { ChatButton, PageViewReporter } from './ShellExtras';
import { SectionNav } from './SectionNav';

// the narrow screens' menu drawer: its code loads when it first opens
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/**
 * The shell around every signed-in screen. Layouts: vertical (sider menu, collapsible to icons at 1200px
 * or more, a drawer below) and horizontal (top menu; vertical at 1199px or less). The menu is the
 * session's, limited to built pages, and hidden when it has one item or fewer.
 */
export default function AppLayout() {
  const { menu: sessionMenu, user } = useSignedIn();
  const { t } = useTranslation();
  useUserLanguage(user.id);
  const { layout, collapsed, mode, navbarType } = usePrefs();
  usePrefsSync();
  const wide = useWindowWidth() >= WIDE;
  const scrolled = useScrolledPast(MENU_SHADOW_AT);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const menu = useMemo(() => builtMenu(sessionMenu), [sessionMenu]);
  const showMenu = leafCount(menu) > 1;
  const horizontal = wide && layout === 'horizontal';
  // semi dark: the menu dark beside light content
  const dark = mode !== 'light';
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => setDrawerOpen(false), [pathname, wide]);

  const sider = showMenu && wide && !horizontal && (
    <Layout.Sider
      className={`app-sider${scrolled ? ' is-scrolled' : ''}`}
      width={248}
      collapsedWidth={72}
      collapsed={collapsed}
      trigger={null}
      theme={dark ? 'dark' : 'light'}
    >
      <Brand compact={collapsed} />
      <nav aria-label={t('menu.main')}>
        <ShellMenu menu={menu} mode="inline" collapsed={collapsed} dark={dark} />
      </nav>
    </Layout.Sider>
  );

  return (
    <Layout className="app-shell">
      {sider}
      <Layout style={{ minWidth: 0 }}>
        {(navbarType !== 'hidden' || !wide) && (
          <TopBar
            scrolled={scrolled}
            onOpenDrawer={
              showMenu && !wide
                ? () => {
                    setDrawerUsed(true);
                    setDrawerOpen(true);
                  }
                : undefined
            }
            showCollapse={!!sider}
            canSwitchLayout={wide && showMenu}
            showBrand={!sider}
            horizontalMenu={
              showMenu && horizontal ? (
                <nav aria-label={t('menu.main')} style={{ flex: 1, minWidth: 0 }}>
                  <ShellMenu menu={menu} mode="horizontal" />
                </nav>
              ) : undefined
            }
          />
        )}
        <div className="app-content">
          <SectionNav />
          <Suspense fallback={<LoadingState rows={8} />}>
            <Outlet />
          </Suspense>
        </div>
        <AppFooter />
        <ThemeCustomizer />
        <ChatButton />
        <PageViewReporter />
      </Layout>
      {showMenu && !wide && drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer menu={menu} open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </Layout>
  );
}
