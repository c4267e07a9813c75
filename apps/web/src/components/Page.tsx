import { useEffect, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '../app/i18n';

export interface PageProps {
  title: string;
  /** one line under the heading */
  subtitle?: ReactNode;
  /** buttons at the heading's right */
  actions?: ReactNode;
  children?: ReactNode;
  /** narrow pages (forms) are centred at this width */
  maxWidth?: number;
}

/**
 * Every screen: a <main> landmark, its <h1>, and the document title. A title (and a subtitle) given as
 * English text shows in the chosen language (namespace `titles` of app/locales).
 */
export function Page({ title: english, subtitle, actions, children, maxWidth }: PageProps) {
  useTranslation('titles'); // re-renders when the language changes
  const title = translateTitle(english);
  useEffect(() => {
    document.title = `${title} · Caduceus`;
  }, [title]);
  return (
    <main className="page" aria-labelledby="page-title" style={maxWidth ? { maxWidth, width: '100%' } : undefined}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} id="page-title" style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Text type="secondary">
              {typeof subtitle === 'string' ? translateTitle(subtitle) : subtitle}
            </Typography.Text>
          )}
        </div>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </main>
  );
}
