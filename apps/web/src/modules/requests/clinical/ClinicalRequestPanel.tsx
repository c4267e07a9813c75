import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, List, Typography } from 'antd';
import { CLINICAL_REQUEST_TOASTS, formatDate } from '@caduceus/contracts';
import { ApiError, useApiMutation } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { call, useGet } from '../../../app/client';
import { translateTitle } from '../../../app/i18n';
import { QueryState, errorText } from '../../../components/QueryState';

/**
 * The clinical office's part of a clinical request's drawer: the student's clinical facts (the basic card) and,
 * once the request is approved, the button that creates the asked rotation (a refusal, an overlap or a week
 * with no seat, is shown here); a complete one links its rotation.
 */
export function ClinicalRequestPanel({
  requestId,
  studentId,
  status,
  rotationId,
  canCreate,
}: {
  requestId: number;
  studentId: number;
  status: string;
  rotationId: number | null;
  canCreate: boolean;
}) {
  const { t } = useTranslation();
  const card = useGet('/api/requests/clinical/{requestId}/card', { path: { requestId } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useApiMutation(
    () => call('post', '/api/requests/clinical/{requestId}/rotation', { path: { requestId } }),
    { invalidate: ['/api/requests/', '/api/students/'], errorToast: false },
  );
  const onCreate = () => {
    setRefusal(null);
    create.mutate(undefined, {
      onSuccess: () => toast.success(t(CLINICAL_REQUEST_TOASTS.rotationCreated, { ns: 'titles' })),
      onError: (e) =>
        setRefusal(
          [errorText(e), ...(e instanceof ApiError && e.fields ? Object.values(e.fields) : [])]
            .filter((x, i, all) => all.indexOf(x) === i)
            .join(' '),
        ),
    });
  };
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('Clinical facts', { ns: 'titles' })}>
        <QueryState query={card}>
          {(c) => (
            <>
              <Descriptions
                size="small"
                column={2}
                items={[
                  {
                    key: 'course',
                    label: t('Course status', { ns: 'titles' }),
                    children: c.courseStatus ? translateTitle(c.courseStatus) : '—',
                  },
                  { key: 'stage', label: t('Stage', { ns: 'titles' }), children: c.stage ?? '—' },
                  { key: 'held', label: t('Rotations so far', { ns: 'titles' }), children: c.held },
                  { key: 'done', label: t('Weeks done', { ns: 'titles' }), children: c.weeksDone },
                  { key: 'ahead', label: t('Weeks booked ahead', { ns: 'titles' }), children: c.weeksAhead },
                  { key: 'transferred', label: t('Weeks transferred', { ns: 'titles' }), children: c.weeksTransferred },
                ]}
              />
              {c.rotations.length > 0 && (
                <List
                  size="small"
                  dataSource={c.rotations.slice(0, 8)}
                  renderItem={(r) => (
                    <List.Item key={r.id}>
                      <Typography.Text>
                        {r.rotationName} · {r.hospitalName}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {formatDate(r.startDate)} – {formatDate(r.endDate)} · {translateTitle(r.status)}
                      </Typography.Text>
                    </List.Item>
                  )}
                />
              )}
            </>
          )}
        </QueryState>
      </Card>
      {rotationId !== null && (
        <Alert
          type="success"
          showIcon
          title={
            <Link to={`/student/details/rotation/${studentId}`}>
              {t('Rotation {{id}} created from this request', { ns: 'titles', id: rotationId })}
            </Link>
          }
        />
      )}
      {canCreate && status === 'approved' && rotationId === null && (
        <Button type="primary" loading={create.isPending} onClick={onCreate} style={{ alignSelf: 'flex-start' }}>
          {t('Create rotation', { ns: 'titles' })}
        </Button>
      )}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
    </Flex>
  );
}
