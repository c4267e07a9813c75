import { Button, Layout, Typography, theme } from 'antd';
import { ArrowUpOutlined } from '@ant-design/icons';
import { SCROLL_TOP_AT, useScrolledPast } from './hooks';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../prefs';

/** Copyright with the current year, and the scroll-to-top button after 160px of scrolling (footer type and the button follow the customizer). */
export function AppFooter() {
  const { footerType, hideScrollTop } = usePrefs();
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const showTop = useScrolledPast(SCROLL_TOP_AT) && !hideScrollTop;
  return (
    <Layout.Footer
      className={`app-footer footer-${footerType}`}
      style={
        footerType === 'hidden'
          ? { padding: 0 }
          : footerType === 'sticky'
            ? { background: token.colorBgContainer }
            : undefined
      }
    >
      {footerType !== 'hidden' && (
        <Typography.Text type="secondary">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography.Text>
      )}
      {showTop && (
        <Button
          className="scroll-top"
          type="primary"
          shape="circle"
          icon={<ArrowUpOutlined />}
          aria-label={t('footer.scrollTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
    </Layout.Footer>
  );
}
