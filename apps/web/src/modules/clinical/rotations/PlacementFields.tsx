import { useTranslation } from 'react-i18next';
import { Alert, Col, Form, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { formatDate, rotationEndDate } from '@caduceus/contracts';
import { DateItem } from '../../../components/DateItem';
import { useOfferSeats, useRotationChoices } from '../rotationsApi';

/**
 * Where and when, inside an antd Form: the hospital (a choice that narrows the others), the rotation it offers,
 * its preceptor, the first day and the weeks; shows the last day and the seats left in each week.
 */
export function PlacementFields({ idPrefix, need = 1 }: { idPrefix: string; need?: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const choices = useRotationChoices();
  const hospitalId = Form.useWatch('hospitalId', form) as number | undefined;
  const offerId = Form.useWatch('hospitalRotationId', form) as number | undefined;
  const startDate = Form.useWatch('startDate', form) as string | undefined;
  const weeks = Form.useWatch('weeks', form) as number | undefined;
  const hospitals = choices.data?.hospitals ?? [];
  const hospital =
    hospitals.find((h) => h.id === hospitalId) ?? hospitals.find((h) => h.offers.some((o) => o.id === offerId));
  const offer = hospital?.offers.find((o) => o.id === offerId);
  const seats = useOfferSeats(offerId, startDate || undefined, weeks);
  const full = (seats.data?.weeks ?? []).filter((w) => w.left < need);
  return (
    <>
      <Form.Item name="hospitalId" label={t('Hospital', { ns: 'titles' })} required>
        <Select
          id={`${idPrefix}-hospitalId`}
          showSearch={{ optionFilterProp: 'label' }}
          loading={choices.isLoading}
          options={hospitals.map((h) => ({ value: h.id, label: h.name }))}
          onChange={() => form.setFieldsValue({ hospitalRotationId: undefined, preceptorId: undefined })}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="hospitalRotationId" label={t('Rotation', { ns: 'titles' })} required>
            <Select
              id={`${idPrefix}-hospitalRotationId`}
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!hospital}
              options={(hospital?.offers ?? []).map((o) => ({ value: o.id, label: o.rotationName }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="preceptorId" label={t('Preceptor', { ns: 'titles' })}>
            <Select
              id={`${idPrefix}-preceptorId`}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              disabled={!hospital}
              options={(hospital?.preceptors ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <DateItem id={`${idPrefix}-startDate`} name="startDate" label={t('Start date', { ns: 'titles' })} required />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="weeks"
            label={t('Weeks', { ns: 'titles' })}
            required
            extra={
              startDate && weeks && weeks >= 1 && weeks <= 52
                ? t('Ends on {{date}}', { ns: 'titles', date: formatDate(rotationEndDate(startDate, weeks)) })
                : undefined
            }
          >
            <InputNumber id={`${idPrefix}-weeks`} min={1} max={52} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      {offer && (
        <Typography.Paragraph type="secondary">
          {t('{{seats}} seats per week, {{price}} per week', {
            ns: 'titles',
            seats: offer.seats,
            price: `$${offer.pricePerWeek}`,
          })}
          {(offer.availableFrom || offer.availableTo) &&
            ` · ${t('Offered {{from}} to {{to}}', {
              ns: 'titles',
              from: offer.availableFrom ? formatDate(offer.availableFrom) : '…',
              to: offer.availableTo ? formatDate(offer.availableTo) : '…',
            })}`}
        </Typography.Paragraph>
      )}
      {seats.data && (
        <div
          aria-label={t('Seats left per week', { ns: 'titles' })}
          data-testid="seats-left"
          style={{ marginBottom: 12 }}
        >
          <Typography.Text strong>{t('Seats left per week', { ns: 'titles' })}: </Typography.Text>
          {seats.data.weeks.map((w) => (
            <Tag key={w.week} color={w.left >= need ? 'green' : 'red'}>
              {formatDate(w.week)}: {w.left}
            </Tag>
          ))}
        </div>
      )}
      {full.length > 0 && (
        <Alert type="warning" showIcon message={t('Not enough seats left in some weeks', { ns: 'titles' })} />
      )}
    </>
  );
}
