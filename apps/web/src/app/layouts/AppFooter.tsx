import { Button, Layout, Typography } from 'antd';
import { ArrowUpOutlined } from '@ant-design/icons';
import { SCROLL_TOP_AT, useScrolledPast } from './hooks';

/** Copyright with the current year, and the scroll-to-top button after 160px of scrolling. */
export function AppFooter() {
  const showTop = useScrolledPast(SCROLL_TOP_AT);
  return (
    <Layout.Footer className="app-footer">
      <Typography.Text type="secondary">© {new Date().getFullYear()} Caduceus School of Medicine. All rights reserved.</Typography.Text>
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
