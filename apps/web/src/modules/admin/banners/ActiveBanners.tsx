import { Card, Flex, Typography } from 'antd';
import { useGet } from '../../../app/client';

/** The active banners for the signed-in user (landing page, later the dashboard); nothing when none. */
export function ActiveBanners() {
  const query = useGet('/api/banners/active');
  const items = query.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-label="Announcements" style={{ marginBottom: 24 }}>
      <Flex vertical gap={12}>
        {items.map((b) => (
          <Card key={b.id} size="small" styles={{ body: { display: 'flex', gap: 16, alignItems: 'center' } }}>
            {b.imageUrl && (
              <img src={b.imageUrl} alt="" style={{ width: 120, height: 68, objectFit: 'cover', borderRadius: 6 }} />
            )}
            <div>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {b.title}
              </Typography.Title>
              {b.text && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{b.text}</Typography.Paragraph>}
            </div>
          </Card>
        ))}
      </Flex>
    </section>
  );
}
