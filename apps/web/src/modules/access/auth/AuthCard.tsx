import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
import { Logo } from '../../../app/Logo';

/**
 * The centred card of the login-type screens, inside their <main> landmark. Plain elements painted with
 * the antd theme's tokens (as CSS variables for the light form controls), not antd's Card, Form or
 * Typography: the sign-in screen's JavaScript stays within its budget.
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { token: t } = theme.useToken();
  useEffect(() => {
    document.title = `${title} · Caduceus`;
  }, [title]);
  const vars = {
    '--lf-primary': t.colorPrimary,
    '--lf-primary-hover': t.colorPrimaryHover,
    '--lf-focus': t.controlOutline,
    '--lf-text': t.colorText,
    '--lf-secondary': t.colorTextSecondary,
    '--lf-bg': t.colorBgContainer,
    '--lf-border': t.colorBorder,
    '--lf-error': t.colorError,
    '--lf-error-focus': t.colorErrorOutline,
    '--lf-error-bg': t.colorErrorBg,
    '--lf-error-border': t.colorErrorBorder,
    '--lf-info-bg': t.colorInfoBg,
    '--lf-info-border': t.colorInfoBorder,
    '--lf-success-bg': t.colorSuccessBg,
    '--lf-success-border': t.colorSuccessBorder,
    background: t.colorBgContainer,
    color: t.colorText,
    borderRadius: t.borderRadiusLG,
    boxShadow: t.boxShadowTertiary,
    border: `1px solid ${t.colorBorderSecondary}`,
    fontFamily: t.fontFamily,
    fontSize: t.fontSize,
    lineHeight: t.lineHeight,
  } as CSSProperties;
  return (
    <main className="full-center" aria-labelledby="page-title" style={{ fontFamily: t.fontFamily }}>
      <div className="auth-card" style={vars}>
        <div className="auth-brand">
          <Logo size={40} />
          <div>
            <div style={{ color: t.colorTextSecondary }}>Caduceus</div>
            <h1 id="page-title" style={{ color: t.colorTextHeading }}>
              {title}
            </h1>
          </div>
        </div>
        {intro && <p style={{ color: t.colorTextSecondary, marginTop: 0 }}>{intro}</p>}
        {children}
      </div>
    </main>
  );
}
