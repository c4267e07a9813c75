import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { STUDENT_LINK, STUDENT_TAB_COMPONENTS, formatDate, selfServiceMayWrite } from '@caduceus/contracts';
import { useRecordRights, useRights } from '../../../app/rights';
import { useSignedIn } from '../../../app/session';
import { RotationLogCard } from '../logs/RotationLogCard';
import { RotationPayDialog } from '../../finance';
import { translateTitle } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { ErrorState } from '../../../components/QueryState';
import { StatusTag } from '../../../components/StatusTag';
import { rotationTabScreen, useRotation, useRotationPayment, useRotationWeeksPaid } from '../rotationsApi';

/** /student/details/courses/clinical-rotation/:refId/:studentId: one rotation of a student, what it costs, its clinical log. */
export default function RotationDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const studentId = Number(params.studentId);
  const rotationId = Number(params.refId);
  const rotation = useRotation(studentId, rotationId);
  const payment = useRotationPayment(studentId, rotationId);
  const weeksPaid = useRotationWeeksPaid(studentId, rotationId);
  const [paying, setPaying] = useState(false);
  const r = rotation.data;
  const session = useSignedIn();
  const tabRights = useRecordRights(STUDENT_LINK, STUDENT_TAB_COMPONENTS.rotation);
  const office = useRights('/medical/clinicals/assign-rotation/list');
  const self = session.user.userType === 'Student';
  const can = {
    write: self ? selfServiceMayWrite('rotation', 'saveRotationLogDay') : tabRights.write,
    verify: !self && office.edit ? ('office' as const) : (false as const),
    // the student pays her own weeks by card; the office as the tab's write right allows
    pay: self ? selfServiceMayWrite('rotation', 'rotationPayNow') : tabRights.write,
  };
  const payable = weeksPaid.data && Number(weeksPaid.data.payable) > 0 ? weeksPaid.data.payable : null;
  return (
    <Page
      title="Clinical rotation"
      subtitle={r ? `${r.studentName} · ${r.rotationName}` : undefined}
      actions={<Link to={rotationTabScreen(studentId)}>{t('Back to rotations', { ns: 'titles' })}</Link>}
    >
      <Card>
        {rotation.isLoading ? (
          <Skeleton active />
        ) : rotation.error || !r ? (
          <ErrorState error={rotation.error} onRetry={() => void rotation.refetch()} />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('Student', { ns: 'titles' })}>{r.studentName}</Descriptions.Item>
            <Descriptions.Item label={t('Hospital', { ns: 'titles' })}>{r.hospitalName}</Descriptions.Item>
            <Descriptions.Item label={t('Rotation', { ns: 'titles' })}>{r.rotationName}</Descriptions.Item>
            <Descriptions.Item label={t('Preceptor', { ns: 'titles' })}>{r.preceptorName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('Start date', { ns: 'titles' })}>{formatDate(r.startDate)}</Descriptions.Item>
            <Descriptions.Item label={t('End date', { ns: 'titles' })}>{formatDate(r.endDate)}</Descriptions.Item>
            <Descriptions.Item label={t('Weeks', { ns: 'titles' })}>{r.weeks}</Descriptions.Item>
            <Descriptions.Item label={t('Status', { ns: 'titles' })}>
              <StatusTag status={r.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('Approval', { ns: 'titles' })}>{translateTitle(r.approval)}</Descriptions.Item>
            <Descriptions.Item label={t('Grade', { ns: 'titles' })}>
              {r.gradeType === 'marks' ? r.marks : r.grade ? translateTitle(r.grade) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('Price per week', { ns: 'titles' })}>
              {payment.data ? `$${payment.data.pricePerWeek}` : '…'}
            </Descriptions.Item>
            <Descriptions.Item label={t('Amount', { ns: 'titles' })}>
              {payment.data ? `$${payment.data.amount}` : '…'}
            </Descriptions.Item>
            <Descriptions.Item label={t('Weeks paid', { ns: 'titles' })}>
              <Flex gap={12} align="center" wrap>
                {weeksPaid.data
                  ? t('{{paid}} of {{weeks}}', {
                      ns: 'titles',
                      paid: weeksPaid.data.paid,
                      weeks: weeksPaid.data.weeks,
                    })
                  : '…'}
                {payable && can.pay && ['Scheduled', 'Accepted'].includes(r.status) && (
                  <Button size="small" type="primary" onClick={() => setPaying(true)}>
                    {t('Pay now', { ns: 'titles' })} ${payable}
                  </Button>
                )}
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('Notes', { ns: 'titles' })} span={2}>
              {r.notes ?? ''}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {r && <RotationLogCard scope={{ kind: 'student', studentId, rotationId }} rotation={r} can={can} />}
      {r && payable && (
        <RotationPayDialog
          studentId={studentId}
          rotationId={rotationId}
          payable={payable}
          label={`${r.hospitalName} · ${r.rotationName}`}
          open={paying}
          selfService={self}
          onClose={() => setPaying(false)}
        />
      )}
    </Page>
  );
}
