import { useTranslation } from 'react-i18next';
import i18n, { translateMessage, translateTitle } from '../app/i18n';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { StopOutlined, WarningOutlined } from '@ant-design/icons';
import { ApiError, NetworkError } from '../app/api';

/** The message a user should read for a failed load. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return i18n.t('error.offline');
  if (error instanceof ApiError) return translateMessage(error.message);
  return i18n.t('error.generic');
}

/** A failed load: what went wrong and a retry (no antd Result: its illustrations weigh ~10 KB gzipped). */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '40px 16px' }}>
      {forbidden ? (
        <StopOutlined style={{ fontSize: 40, color: '#faad14' }} />
      ) : (
        <WarningOutlined style={{ fontSize: 40, color: '#faad14' }} />
      )}
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 12 }}>
        {forbidden ? t('error.forbidden') : t('error.loadFailed')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{errorText(error)}</Typography.Paragraph>
      {onRetry && !forbidden && <Button onClick={onRetry}>{t('offline.retry')}</Button>}
    </div>
  );
}

export function LoadingState({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-label={t('loading')}>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return <Empty description={text ? translateTitle(text) : t('empty.nothing')}>{children}</Empty>;
}

interface QueryStateProps<T> {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
  /** when true for the data, the empty state shows instead */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  emptyAction?: ReactNode;
  loadingRows?: number;
}

/** Loading, error (with retry), empty, or the content: the four states of every data screen. */
export function QueryState<T>({ query, children, isEmpty, emptyText, emptyAction, loadingRows }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState rows={loadingRows} />;
  if (query.isError && query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState text={emptyText}>{emptyAction}</EmptyState>;
  return <>{children(data)}</>;
}
