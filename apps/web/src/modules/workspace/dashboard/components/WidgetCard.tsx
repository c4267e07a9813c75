import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { DashboardWidget } from '@caduceus/contracts';
import { QueryState } from '../../../../components/QueryState';
import { useWidgetData } from '../api';
import { WidgetBody } from './WidgetBody';

interface Props {
  widget: DashboardWidget;
  /** the arranging controls (drag handle, move up and down), shown instead of the widget's links */
  controls?: ReactNode;
  /** while arranging, widgets show their titles only */
  compact?: boolean;
}

/** One widget: a titled region with its own loading, error and empty states. */
export function WidgetCard({ widget, controls, compact }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ height: '100%' }}>
      <Card
        size="small"
        style={{ height: '100%' }}
        title={
          <div style={{ padding: '4px 0', whiteSpace: 'normal' }}>
            <Typography.Title level={2} id={id} style={{ fontSize: 16, margin: 0 }}>
              {widget.title}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {widget.description}
            </Typography.Text>
          </div>
        }
        extra={controls}
      >
        {compact ? (
          <Typography.Text type="secondary">Drag the widget or use its arrows to move it.</Typography.Text>
        ) : (
          <WidgetContent widget={widget} />
        )}
      </Card>
    </section>
  );
}

function WidgetContent({ widget }: { widget: DashboardWidget }) {
  const q = useWidgetData(widget.key);
  return (
    <QueryState query={q} loadingRows={3}>
      {(data) => (
        <>
          <WidgetBody data={data} title={widget.title} />
          <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
            {data.more ? <Link to={data.more.href}>{data.more.label}</Link> : <span />}
            <Tooltip title="Refresh">
              <Button
                size="small"
                type="text"
                icon={<ReloadOutlined />}
                aria-label={`Refresh ${widget.title}`}
                loading={q.isFetching}
                onClick={() => void q.refetch()}
              />
            </Tooltip>
          </Flex>
        </>
      )}
    </QueryState>
  );
}
