import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { call, useGet } from '../client';
import { useSignedIn } from '../session';

const useShellConfig = () =>
  useGet('/api/shell/config', undefined, { staleTime: Infinity, meta: { errorToast: false } });

/**
 * The floating chat button (000 section 2): students reach the school's messaging number, others the
 * messaging console; absent while the address is not configured.
 */
export function ChatButton() {
  const { user } = useSignedIn();
  const url = useShellConfig().data?.chatUrl;
  if (!url) return null;
  const label = user.userType === 'Student' ? 'Chat with the school' : 'Open the messaging console';
  return (
    <Button
      className="chat-button"
      shape="circle"
      size="large"
      icon={<MessageOutlined />}
      type="primary"
      href={url}
      target="_blank"
      title={label}
      aria-label={label}
    />
  );
}

/** Reports each page view with its readable title, only when the server's analytics switch is on. */
export function PageViewReporter() {
  const { pathname } = useLocation();
  const on = useShellConfig().data?.analytics === true;
  useEffect(() => {
    if (!on) return;
    // after the page has set its title
    const timer = setTimeout(() => {
      call('post', '/api/analytics/page-views', {
        body: { path: pathname.slice(0, 300), title: document.title.slice(0, 200) },
      }).catch(() => {});
    }, 800);
    return () => clearTimeout(timer);
  }, [pathname, on]);
  return null;
}
