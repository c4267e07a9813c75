import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, ConfigProvider, theme, type GlobalToken } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { normalizeUiPrefs, SHELL_TOASTS, type MenuColour, type UiPrefs } from '@caduceus/contracts';
import { call, useGet } from '../client';
import { toast } from '../bridge';
import { translateMessage } from '../i18n';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../prefs';
import { useSignedIn } from '../session';
import './themeCustomizer.css';

const ThemeCustomizerDrawer = lazy(() => import('./ThemeCustomizerDrawer'));

/** A customizer colour from the theme's tokens (so dark mode and the brand colour follow). */
export function colourOf(token: GlobalToken, c: MenuColour): string {
  switch (c) {
    case 'primary':
      return token.colorPrimary;
    case 'success':
      return token.colorSuccess;
    case 'danger':
      return token.colorError;
    case 'info':
      return token.cyan6;
    case 'warning':
      return token.colorWarning;
    case 'dark':
      return token.colorBgSpotlight;
  }
}

/** The main menu in the chosen menu colour: the current page's item filled with it. */
export function MenuColourScope({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { menuColour } = usePrefs();
  const c = colourOf(token, menuColour);
  return (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            colorPrimary: c,
            itemSelectedBg: c,
            itemSelectedColor: token.colorTextLightSolid,
            darkItemSelectedBg: c,
            darkItemSelectedColor: token.colorTextLightSolid,
            horizontalItemSelectedColor: c,
          },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

/** The top bar's class and colours for the chosen navbar colour and type. */
export function useNavbarLook(): { className: string; style: CSSProperties } {
  const { token } = theme.useToken();
  const { navbarColour, navbarType } = usePrefs();
  const coloured = navbarColour !== 'default';
  return {
    className: `navbar-${navbarType}${coloured ? ' navbar-coloured' : ''}`,
    style: {
      background: coloured ? colourOf(token, navbarColour) : token.colorBgContainer,
      borderBottom: navbarType === 'floating' || coloured ? 'none' : `1px solid ${token.colorBorderSecondary}`,
      ['--navbar-fg' as string]: token.colorTextLightSolid,
    },
  };
}

/**
 * Keeps the display preferences per user on the server: the signed-in user's saved choices replace the
 * browser's at sign-in (a user who never chose gets the defaults); every later change is saved.
 */
export function usePrefsSync() {
  const prefs = usePrefs();
  const { user } = useSignedIn();
  const server = useGet('/api/me/preferences', undefined, {
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorToast: false },
  });
  const [readyFor, setReadyFor] = useState<number | null>(null);
  const lastSaved = useRef('');
  const current = normalizeUiPrefs(prefs);
  const json = JSON.stringify(current);
  const { set } = prefs;

  useEffect(() => {
    if (!server.data || readyFor === user.id) return;
    lastSaved.current = JSON.stringify(normalizeUiPrefs(server.data.prefs));
    set(server.data.prefs);
    setReadyFor(user.id);
  }, [server.data, readyFor, user.id, set]);

  useEffect(() => {
    if (readyFor !== user.id || json === lastSaved.current) return;
    const timer = setTimeout(() => {
      const body = JSON.parse(json) as UiPrefs;
      call('put', '/api/me/preferences', { body }).then(
        () => {
          lastSaved.current = json;
        },
        () => toast.error(translateMessage(SHELL_TOASTS.prefsSaveFailed)),
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [json, readyFor, user.id]);
}

/** The theme customizer (000 section 2): a cog at the screen's edge (hidden on small screens) and its drawer. */
export function ThemeCustomizer() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Button
        className="customizer-toggle hide-narrow"
        type="primary"
        icon={<SettingOutlined />}
        aria-label={t('customizer.title')}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <ThemeCustomizerDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
