import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge, Button, Dropdown, Typography } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { formatDate } from '@caduceus/contracts';
import { useGet } from '../../../app/client';
import { lazyOnOpen } from '../../../components/lazyOnOpen';

const LazyOpenSurveyDialog = lazyOnOpen(
  () => import('./OpenSurveyDialog').then((m) => m.OpenSurveyDialog),
  (p: { surveyId: number | null }) => p.surveyId !== null,
);

/**
 * The top bar's surveys waiting for the signed-in user (the graduation survey, a rotation's feedback or
 * evaluation, a class to evaluate, a survey sent to her audience), each opening where it is answered; hidden
 * when there is none. It also hosts the open-audience survey a `?survey=<id>` link opens.
 */
export function PendingSurveysButton() {
  const { t } = useTranslation('titles');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const pending = useGet('/api/surveys/pending', undefined, { staleTime: 60_000, meta: { errorToast: false } });
  const items = pending.data?.items ?? [];
  const surveyId = Number(params.get('survey')) || null;
  const close = () =>
    setParams(
      (p) => {
        p.delete('survey');
        return p;
      },
      { replace: true },
    );
  const go = (link: string) => {
    const open = /[?&]survey=(\d+)/.exec(link);
    if (open)
      setParams((p) => {
        p.set('survey', open[1]);
        return p;
      });
    else void navigate(link);
  };
  return (
    <>
      {items.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: items.map((s, i) => ({
              key: String(i),
              label: (
                <div style={{ maxWidth: 360 }}>
                  <div>{s.title}</div>
                  {s.subjectLabel && <Typography.Text type="secondary">{s.subjectLabel}</Typography.Text>}
                  <div>
                    <Typography.Text type="secondary">
                      {t('Open until {{date}}', { date: formatDate(s.endDate) })}
                    </Typography.Text>
                  </div>
                </div>
              ),
            })),
            onClick: ({ key }) => go(items[Number(key)].link),
          }}
        >
          <Button
            type="text"
            aria-label={t('Surveys to answer ({{n}})', { n: items.length })}
            title={t('Surveys to answer ({{n}})', { n: items.length })}
            icon={
              <Badge count={items.length} size="small">
                <FormOutlined />
              </Badge>
            }
          />
        </Dropdown>
      )}
      <LazyOpenSurveyDialog surveyId={surveyId} onClose={close} />
    </>
  );
}
