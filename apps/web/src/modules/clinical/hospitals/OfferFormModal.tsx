import { Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOSPITAL_TOASTS,
  MAX_OFFER_SEATS,
  ROTATION_TABLE,
  hospitalRotationInput,
  type HospitalRotation,
} from '@caduceus/contracts';
import { DateItem } from '../../../components/DateItem';
import { FieldCol } from '../../../components/FieldCol';
import { FormModal } from '../../../components/FormModal';
import { LookupSelect } from '../../../components/LookupSelect';
import { useFormDialog } from '../../../components/useFormDialog';
import { Col } from 'antd';
import { useHospitalWrites } from '../api';

/** Offer a rotation of the Rotations control table at a hospital, or edit an offer: price per week, seats, dates. */
export function OfferFormModal({
  open,
  hospitalId,
  offer,
  onClose,
}: {
  open: boolean;
  hospitalId: number;
  offer: HospitalRotation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const { saveOffer } = useHospitalWrites();
  const f = useFormDialog(hospitalRotationInput, {
    open,
    onClose,
    source: offer?.id ?? null,
    values: () =>
      offer
        ? {
            rotationId: offer.rotationId,
            pricePerWeek: offer.pricePerWeek,
            seats: offer.seats,
            availableFrom: offer.availableFrom,
            availableTo: offer.availableTo,
            active: offer.active,
          }
        : { active: true },
    save: (v) => saveOffer.mutateAsync({ ...v, hospitalId, offerId: offer?.id }),
    toasts: {
      ok: t(offer ? HOSPITAL_TOASTS.offerUpdated : HOSPITAL_TOASTS.offerAdded),
      failed: t(HOSPITAL_TOASTS.offerSaveFailed),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={offer ? t('Edit offered rotation') : t('Offer a rotation')}
      okText={offer ? t('Save') : t('Add')}
      width={600}
    >
      <Row gutter={16}>
        <FieldCol name="rotationId" label={t('Rotation')} required={f.required} wide>
          <LookupSelect id="offer-rotationId" table={ROTATION_TABLE} currentLabel={offer?.rotationName} />
        </FieldCol>
        <FieldCol name="pricePerWeek" label={t('Price per week ($)')} required={f.required}>
          <Input id="offer-pricePerWeek" inputMode="decimal" prefix="$" maxLength={14} autoComplete="off" />
        </FieldCol>
        <FieldCol name="seats" label={t('Seats per week')} required={f.required}>
          <InputNumber id="offer-seats" min={1} max={MAX_OFFER_SEATS} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <Col xs={24} sm={12}>
          <DateItem id="offer-availableFrom" name="availableFrom" label={t('Available from')} />
        </Col>
        <Col xs={24} sm={12}>
          <DateItem id="offer-availableTo" name="availableTo" label={t('Available to')} />
        </Col>
        <FieldCol name="active" label={t('Active')} required={false} item={{ valuePropName: 'checked' }}>
          <Switch />
        </FieldCol>
      </Row>
    </FormModal>
  );
}
