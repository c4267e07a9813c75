import type { ReactNode } from 'react';
import { Divider, Drawer, Flex, Radio, Switch, Typography, theme } from 'antd';
import {
  FOOTER_TYPES,
  LAYOUT_KINDS,
  MENU_COLOURS,
  NAVBAR_COLOURS,
  NAVBAR_TYPES,
  SEMI_DARK_HORIZONTAL,
  THEME_MODES,
  type MenuColour,
  type NavbarColour,
} from '@caduceus/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { usePrefs } from '../prefs';
import { colourOf } from './ThemeCustomizer';
import { translateMessage } from '../i18n';

/** An option's name (a layout, mode, colour or navbar/footer type) in the chosen language. */
const optionName = (t: TFunction, s: string) => t(`customizer.option.${s}`);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 20 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 14, marginBottom: 8 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function Swatches<C extends MenuColour | NavbarColour>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: C;
  options: readonly C[];
  onChange: (c: C) => void;
}) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const cap = (s: string) => optionName(t, s);
  return (
    <Radio.Group aria-label={label} value={value} onChange={(e) => onChange(e.target.value as C)}>
      <Flex wrap gap={6}>
        {options.map((c) => (
          <Radio.Button key={c} value={c} aria-label={cap(c)} title={cap(c)} style={{ paddingInline: 8 }}>
            <span
              className="swatch"
              style={{
                background: c === 'default' ? token.colorBgContainer : colourOf(token, c as MenuColour),
                borderColor: token.colorBorder,
              }}
            />
            <span className="swatch-name">{cap(c)}</span>
          </Radio.Button>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/** The theme customizer's drawer: loaded when the cog is first used, so the shell stays light. */
export default function ThemeCustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const p = usePrefs();
  const horizontal = p.layout === 'horizontal';
  const { t } = useTranslation();
  const cap = (s: string) => optionName(t, s);
  const semiDarkHorizontal = translateMessage(SEMI_DARK_HORIZONTAL);
  return (
    <Drawer open={open} onClose={onClose} title={t('customizer.title')} size={340} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('customizer.intro')}</Typography.Paragraph>
      <Section id="cz-menu-colour" title={t('customizer.menuColour')}>
        <Swatches
          label={t('customizer.menuColour')}
          value={p.menuColour}
          options={MENU_COLOURS}
          onChange={(menuColour) => p.set({ menuColour })}
        />
      </Section>
      <Divider />
      <Section id="cz-layout" title={t('customizer.layout')}>
        <Radio.Group
          aria-label={t('customizer.layout')}
          value={p.layout}
          onChange={(e) => p.set({ layout: e.target.value })}
          options={LAYOUT_KINDS.map((l) => ({ value: l, label: cap(l) }))}
        />
      </Section>
      <Section id="cz-mode" title={t('customizer.mode')}>
        <Radio.Group
          aria-label={t('customizer.mode')}
          value={p.mode}
          onChange={(e) => p.set({ mode: e.target.value })}
          options={THEME_MODES.map((m) => ({
            value: m,
            label: cap(m),
            disabled: m === 'semi-dark' && horizontal,
            title: m === 'semi-dark' && horizontal ? semiDarkHorizontal : undefined,
          }))}
        />
        {horizontal && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 4, fontSize: 12 }}>
            {semiDarkHorizontal}.
          </Typography.Paragraph>
        )}
      </Section>
      <Section id="cz-collapse" title={t('customizer.collapse')}>
        <Switch
          aria-labelledby="cz-collapse"
          checked={p.collapsed}
          disabled={horizontal}
          onChange={(collapsed) => p.set({ collapsed })}
        />
      </Section>
      <Divider />
      <Section id="cz-navbar-colour" title={t('customizer.navbarColour')}>
        <Swatches
          label={t('customizer.navbarColour')}
          value={p.navbarColour}
          options={NAVBAR_COLOURS}
          onChange={(navbarColour) => p.set({ navbarColour })}
        />
      </Section>
      <Section id="cz-navbar-type" title={t('customizer.navbarType')}>
        <Radio.Group
          aria-label={t('customizer.navbarType')}
          value={p.navbarType}
          onChange={(e) => p.set({ navbarType: e.target.value })}
          options={NAVBAR_TYPES.map((n) => ({ value: n, label: cap(n) }))}
        />
      </Section>
      <Section id="cz-footer-type" title={t('customizer.footerType')}>
        <Radio.Group
          aria-label={t('customizer.footerType')}
          value={p.footerType}
          onChange={(e) => p.set({ footerType: e.target.value })}
          options={FOOTER_TYPES.map((f) => ({ value: f, label: cap(f) }))}
        />
      </Section>
      <Section id="cz-scroll-top" title={t('customizer.hideScrollTop')}>
        <Switch
          aria-labelledby="cz-scroll-top"
          checked={p.hideScrollTop}
          onChange={(hideScrollTop) => p.set({ hideScrollTop })}
        />
      </Section>
    </Drawer>
  );
}
