import { useEffect } from 'react';
import { Button, Card, Flex, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRECEPTOR_ROTATIONS_PATH, PRECEPTOR_TOASTS, preceptorProfileInput } from '@caduceus/contracts';
import { FieldCol } from '../../../components/FieldCol';
import { FormBody } from '../../../components/formShell';
import { Page } from '../../../components/Page';
import { QueryState } from '../../../components/QueryState';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useZodForm } from '../../../components/useZodForm';
import { useOwnProfile, useProfileWrite } from '../api';
import { PreceptorCard } from './PreceptorCard';

/**
 * The preceptor's own profile (/preceptor/user/profile): her record with her hospital's contact; she changes her
 * phone and speciality here, the clinical office everything else.
 */
export default function PreceptorProfilePage() {
  const { t } = useTranslation('titles');
  const navigate = useNavigate();
  const q = useOwnProfile();
  const save = useProfileWrite();
  const f = useZodForm(preceptorProfileInput);
  const { reset } = f;
  const p = q.data;
  useEffect(() => {
    if (p) reset({ phone: p.phone ?? '', speciality: p.speciality ?? '' });
  }, [p, reset]);
  const onSubmit = f.submit((data) =>
    saveWithToasts(() => save.mutateAsync(data), {
      ok: t(PRECEPTOR_TOASTS.profileUpdated),
      failed: t(PRECEPTOR_TOASTS.saveFailed),
    }),
  );
  return (
    <Page
      title="My Profile"
      subtitle="Your preceptor record and your hospital's contact"
      maxWidth={1080}
      actions={<Button onClick={() => void navigate(PRECEPTOR_ROTATIONS_PATH)}>{t('My Rotations')}</Button>}
    >
      <QueryState query={q}>
        {(mine) => (
          <Flex vertical gap={16}>
            <PreceptorCard p={mine} />
            <Card title={t('Your contact details')}>
              <FormBody formError={f.formError} formProps={f.formProps} onSubmit={onSubmit}>
                <Row gutter={16}>
                  <FieldCol name="phone" label={t('Phone')} required={f.required}>
                    <Input id="profile-phone" maxLength={20} autoComplete="tel" />
                  </FieldCol>
                  <FieldCol name="speciality" label={t('Speciality')} required={f.required}>
                    <Input id="profile-speciality" maxLength={120} />
                  </FieldCol>
                </Row>
                <Button type="primary" htmlType="submit" loading={f.submitting}>
                  {t('Save')}
                </Button>
              </FormBody>
            </Card>
          </Flex>
        )}
      </QueryState>
    </Page>
  );
}
