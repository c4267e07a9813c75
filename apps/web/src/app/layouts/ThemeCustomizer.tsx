import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, ConfigProvider, Divider, Drawer, Flex, Radio, Switch, Typography, theme, type GlobalToken } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import {
  FOOTER_TYPES, LAYOUT_KINDS, MENU_COLOURS, NAVBAR_COLOURS, NAVBAR_TYPES, normalizeUiPrefs, SEMI_DARK_HORIZONTAL, SHELL_TOASTS, THEME_MODES,
  type MenuColour, type NavbarColour, type UiPrefs, type UiPrefsResponse,
} from '@caduceus/contracts';
import { api, useApiQuery } from '../api';
import { toast } from '../bridge';
import { usePrefs } from '../prefs';
import { useSignedIn } from '../session';
import './themeCustomizer.css';

const PREFS_PATH = '/api/me/preferences';

/** A customizer colour from the theme's tokens (so dark mode and the brand colour follow). */
export function colourOf(token: GlobalToken, c: MenuColour): string {
  switch (c) {
    case 'primary': return token.colorPrimary;
    case 'success': return token.colorSuccess;
    case 'danger': return token.colorError;
    case 'info': return token.cyan6;
    case 'warning': return token.colorWarning;
    case 'dark': return token.colorBgSpotlight;
  }
}

/** The main menu in the chosen menu colour: the current page's item filled with it. */
export function MenuColourScope({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { menuColour } = usePrefs();
  const c = colourOf(token, menuColour);
  return (
    <ConfigProvider theme={{
      components: {
        Menu: {
          colorPrimary: c, itemSelectedBg: c, itemSelectedColor: token.colorTextLightSolid, darkItemSelectedBg: c,
          darkItemSelectedColor: token.colorTextLightSolid, horizontalItemSelectedColor: c,
        },
      },
    }}>
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
  const server = useApiQuery<UiPrefsResponse>(PREFS_PATH, undefined, { staleTime: Infinity, gcTime: Infinity, meta: { errorToast: false } });
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
      api.put<UiPrefsResponse>(PREFS_PATH, body).then(() => { lastSaved.current = json; }, () => toast.error(SHELL_TOASTS.prefsSaveFailed));
    }, 400);
    return () => clearTimeout(timer);
  }, [json, readyFor, user.id]);
}

const cap = (s: string) => (s === 'semi-dark' ? 'Semi Dark' : s[0].toUpperCase() + s.slice(1));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 20 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 14, marginBottom: 8 }}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function Swatches<C extends MenuColour | NavbarColour>({ label, value, options, onChange }: { label: string; value: C; options: readonly C[]; onChange: (c: C) => void }) {
  const { token } = theme.useToken();
  return (
    <Radio.Group aria-label={label} value={value} onChange={(e) => onChange(e.target.value as C)}>
      <Flex wrap gap={6}>
        {options.map((c) => (
          <Radio.Button key={c} value={c} aria-label={cap(c)} title={cap(c)} style={{ paddingInline: 8 }}>
            <span className="swatch" style={{ background: c === 'default' ? token.colorBgContainer : colourOf(token, c as MenuColour), borderColor: token.colorBorder }} />
            <span className="swatch-name">{cap(c)}</span>
          </Radio.Button>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/** The theme customizer (000 section 2): a cog at the screen's edge (hidden on small screens) and its drawer. */
export function ThemeCustomizer() {
  const p = usePrefs();
  const [open, setOpen] = useState(false);
  const horizontal = p.layout === 'horizontal';
  return (
    <>
      <Button className="customizer-toggle hide-narrow" type="primary" icon={<SettingOutlined />} aria-label="Theme customizer" aria-expanded={open} onClick={() => setOpen(true)} />
      <Drawer open={open} onClose={() => setOpen(false)} title="Theme customizer" size={340} destroyOnHidden>
        <Typography.Paragraph type="secondary">Changes apply at once and are kept for your account.</Typography.Paragraph>
        <Section id="cz-menu-colour" title="Menu colour">
          <Swatches label="Menu colour" value={p.menuColour} options={MENU_COLOURS} onChange={(menuColour) => p.set({ menuColour })} />
        </Section>
        <Divider />
        <Section id="cz-layout" title="Layout">
          <Radio.Group aria-label="Layout" value={p.layout} onChange={(e) => p.set({ layout: e.target.value })}
            options={LAYOUT_KINDS.map((l) => ({ value: l, label: cap(l) }))} />
        </Section>
        <Section id="cz-mode" title="Mode">
          <Radio.Group aria-label="Mode" value={p.mode} onChange={(e) => p.set({ mode: e.target.value })}
            options={THEME_MODES.map((m) => ({ value: m, label: cap(m), disabled: m === 'semi-dark' && horizontal, title: m === 'semi-dark' && horizontal ? SEMI_DARK_HORIZONTAL : undefined }))} />
          {horizontal && <Typography.Paragraph type="secondary" style={{ marginTop: 4, fontSize: 12 }}>{SEMI_DARK_HORIZONTAL}.</Typography.Paragraph>}
        </Section>
        <Section id="cz-collapse" title="Collapse sidebar">
          <Switch aria-labelledby="cz-collapse" checked={p.collapsed} disabled={horizontal} onChange={(collapsed) => p.set({ collapsed })} />
        </Section>
        <Divider />
        <Section id="cz-navbar-colour" title="Navbar colour">
          <Swatches label="Navbar colour" value={p.navbarColour} options={NAVBAR_COLOURS} onChange={(navbarColour) => p.set({ navbarColour })} />
        </Section>
        <Section id="cz-navbar-type" title="Navbar type">
          <Radio.Group aria-label="Navbar type" value={p.navbarType} onChange={(e) => p.set({ navbarType: e.target.value })}
            options={NAVBAR_TYPES.map((n) => ({ value: n, label: cap(n) }))} />
        </Section>
        <Section id="cz-footer-type" title="Footer type">
          <Radio.Group aria-label="Footer type" value={p.footerType} onChange={(e) => p.set({ footerType: e.target.value })}
            options={FOOTER_TYPES.map((f) => ({ value: f, label: cap(f) }))} />
        </Section>
        <Section id="cz-scroll-top" title="Hide scroll to top">
          <Switch aria-labelledby="cz-scroll-top" checked={p.hideScrollTop} onChange={(hideScrollTop) => p.set({ hideScrollTop })} />
        </Section>
      </Drawer>
    </>
  );
}
