import { Button, Layout, Typography, theme } from 'antd';
import { ArrowUpOutlined } from '@ant-design/icons';
import { SCROLL_TOP_AT, useScrolledPast } from './hooks';
import { usePrefs } from '../prefs';

/** Copyright with the current year, and the scroll-to-top button after 160px of scrolling (footer type and the button follow the customizer). */
export function AppFooter() {
  const { footerType, hideScrollTop } = usePrefs();
  const { token } = theme.useToken();
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
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} Caduceus School of Medicine. All rights reserved.
        </Typography.Text>
      )}
      {showTop && (
        <Button
          className="scroll-top"
          type="primary"
          shape="circle"
          icon={<ArrowUpOutlined />}
          aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
    </Layout.Footer>
  );
}
