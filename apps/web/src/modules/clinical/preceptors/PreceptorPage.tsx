import { Button, Flex, Upload } from 'antd';
import { ArrowLeftOutlined, CameraOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLINICALS_MENU_LINK, PRECEPTOR_LIST_PATH, PRECEPTOR_TOASTS } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { useRights } from '../../../app/rights';
import { Page } from '../../../components/Page';
import { QueryState } from '../../../components/QueryState';
import { usePreceptor, usePreceptorWrites } from '../api';
import { PreceptorCard } from './PreceptorCard';
import { PreceptorForm } from './PreceptorForm';

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * Preceptors (/medical/clinicals/preceptors): without `?id` the form that adds one (the hospital chosen ahead
 * with `?hospitalId`); with it, the preceptor's details (picture, contact, hospital) and, for those who may edit,
 * the form that changes them and the picture.
 */
export default function PreceptorPage() {
  const { t } = useTranslation('titles');
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const rights = useRights(CLINICALS_MENU_LINK);
  const id = idOf(sp.get('id')) ?? null;
  const q = usePreceptor(id);
  const { setPhoto } = usePreceptorWrites();
  const back = (
    <Link to={PRECEPTOR_LIST_PATH}>
      <Button icon={<ArrowLeftOutlined />}>{t('Preceptor list')}</Button>
    </Link>
  );

  if (id === null)
    return (
      <Page
        title="Add Preceptor"
        subtitle="A physician who supervises students at a hospital"
        actions={back}
        maxWidth={880}
      >
        <PreceptorForm
          preceptor={null}
          hospitalId={idOf(sp.get('hospitalId'))}
          onSaved={(p) => void navigate(`/medical/clinicals/preceptors?id=${p.id}`, { replace: true })}
        />
      </Page>
    );

  return (
    <Page title="Preceptor" actions={back} maxWidth={1080}>
      <QueryState query={q}>
        {(p) => (
          <Flex vertical gap={16}>
            <PreceptorCard
              p={p}
              extra={
                rights.edit && (
                  <Upload
                    accept="image/png,image/jpeg"
                    showUploadList={false}
                    customRequest={({ file }) => {
                      setPhoto.mutate(
                        { id: p.id, file: file as File },
                        {
                          onSuccess: () => toast.success(t(PRECEPTOR_TOASTS.photoUpdated)),
                          onError: () => toast.error(t(PRECEPTOR_TOASTS.saveFailed)),
                        },
                      );
                    }}
                  >
                    <Button icon={<CameraOutlined />} loading={setPhoto.isPending}>
                      {t('Change picture')}
                    </Button>
                  </Upload>
                )
              }
            />
            {rights.edit && <PreceptorForm preceptor={p} onSaved={() => undefined} />}
          </Flex>
        )}
      </QueryState>
    </Page>
  );
}
