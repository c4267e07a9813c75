import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { normalizeUiPrefs, type LayoutKind, type ThemeMode, type UiPrefs } from '@caduceus/contracts';
import { Toaster } from './Toaster';
import { PREF_PREFIX } from './errors';
import { useAntdLocale } from './i18n';

/**
 * Display preferences (the theme customizer: mode, layout, collapsed menu, menu and navbar colours,
 * navbar and footer types, scroll-to-top). Kept in localStorage across sign-outs, so the page paints
 * in them at once; the signed-in shell also saves them per user on the server (ThemeCustomizer's
 * usePrefsSync), which wins at sign-in.
 */
export type { LayoutKind, ThemeMode };
export type Prefs = UiPrefs;

const KEY = `${PREF_PREFIX}ui`;

function load(): Prefs {
  try {
    return normalizeUiPrefs(JSON.parse(localStorage.getItem(KEY) ?? '{}'));
  } catch {
    return normalizeUiPrefs({});
  }
}
const DEFAULTS: Prefs = normalizeUiPrefs({});

interface PrefsCtx extends Prefs {
  /** changes some choices (semi dark turns light with the horizontal layout) */
  set: (patch: Partial<Prefs>) => void;
}
const Ctx = createContext<PrefsCtx>({ ...DEFAULTS, set: () => {} });
export const usePrefs = () => useContext(Ctx);

/** Paints the page behind the app in the theme's layout colour (and tells the browser the scheme). */
function BodyColours({ mode }: { mode: 'light' | 'dark' }) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
    document.body.style.margin = '0';
  }, [mode, token.colorBgLayout, token.colorText]);
  return null;
}

export function PrefsProvider({ children }: { children: ReactNode }) {
  const [prefs, setPrefs] = useState<Prefs>(load);
  const set = useCallback((patch: Partial<Prefs>) => {
    setPrefs((p) => {
      const next = normalizeUiPrefs({ ...p, ...patch });
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const value = useMemo(() => ({ ...prefs, set }), [prefs, set]);
  const locale = useAntdLocale();
  const themeConfig = useMemo(
    () => ({
      // semi dark: a dark menu beside light content (AppLayout)
      algorithm: prefs.mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: '#1668dc', borderRadius: 6 },
      components: { Menu: { subMenuItemBg: 'transparent', darkSubMenuItemBg: 'transparent' } },
    }),
    [prefs.mode],
  );
  return (
    <Ctx.Provider value={value}>
      <ConfigProvider theme={themeConfig} locale={locale}>
        <Toaster />
        <BodyColours mode={prefs.mode === 'dark' ? 'dark' : 'light'} />
        {children}
      </ConfigProvider>
    </Ctx.Provider>
  );
}
