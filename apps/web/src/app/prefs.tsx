import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { Toaster } from './Toaster';
import { PREF_PREFIX } from './errors';

/** Display preferences (light/dark, layout, collapsed menu), kept in localStorage across sign-outs. */
export type ThemeMode = 'light' | 'dark';
export type LayoutKind = 'vertical' | 'horizontal';
export interface Prefs { mode: ThemeMode; layout: LayoutKind; collapsed: boolean }

const KEY = `${PREF_PREFIX}ui`;
const DEFAULTS: Prefs = { mode: 'light', layout: 'vertical', collapsed: false };

function load(): Prefs {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Prefs>;
    return {
      mode: v.mode === 'dark' ? 'dark' : 'light',
      layout: v.layout === 'horizontal' ? 'horizontal' : 'vertical',
      collapsed: v.collapsed === true,
    };
  } catch {
    return DEFAULTS;
  }
}

interface PrefsCtx extends Prefs { set: (patch: Partial<Prefs>) => void }
const Ctx = createContext<PrefsCtx>({ ...DEFAULTS, set: () => {} });
export const usePrefs = () => useContext(Ctx);

/** Paints the page behind the app in the theme's layout colour (and tells the browser the scheme). */
function BodyColours({ mode }: { mode: ThemeMode }) {
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
      const next = { ...p, ...patch };
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const value = useMemo(() => ({ ...prefs, set }), [prefs, set]);
  const themeConfig = useMemo(() => ({
    algorithm: prefs.mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: '#1668dc', borderRadius: 6 },
    components: { Menu: { subMenuItemBg: 'transparent', darkSubMenuItemBg: 'transparent' } },
  }), [prefs.mode]);
  return (
    <Ctx.Provider value={value}>
      <ConfigProvider theme={themeConfig}>
        <Toaster />
        <BodyColours mode={prefs.mode} />
        {children}
      </ConfigProvider>
    </Ctx.Provider>
  );
}
