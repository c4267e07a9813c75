import type { ReactNode } from 'react';
import { Avatar, Card, Descriptions, Flex } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatPhone, preceptorName, type PreceptorDetail } from '@caduceus/contracts';
import { ActiveTag } from '../../../components/StatusTag';
import { preceptorPhotoUrl } from '../api';

const dash = (v: string | null | undefined) => v || '—';

/** A preceptor as the details page and her own profile show her: picture, contact, and her hospital's contact. */
export function PreceptorCard({ p, extra }: { p: PreceptorDetail; extra?: ReactNode }) {
  const { t } = useTranslation('titles');
  const h = p.hospital;
  return (
    <Card title={preceptorName(p)} extra={extra}>
      <Flex gap={24} wrap align="flex-start">
        <Avatar
          size={96}
          shape="square"
          icon={<UserOutlined />}
          src={p.hasPhoto ? preceptorPhotoUrl(p.id, p.updatedAt) : undefined}
          alt={t('Picture of {{name}}', { name: preceptorName(p) })}
        />
        <Descriptions
          style={{ flex: 1, minWidth: 280 }}
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            { key: 'hospital', label: t('Hospital'), children: h.name },
            { key: 'speciality', label: t('Speciality'), children: dash(p.speciality) },
            { key: 'email', label: t('Email'), children: dash(p.email) },
            { key: 'phone', label: t('Phone'), children: dash(formatPhone(p.phone)) },
            { key: 'status', label: t('Status'), children: <ActiveTag active={p.active} /> },
            {
              key: 'address',
              label: t('Hospital address'),
              children: dash(
                [h.address1, h.address2, h.city, h.stateName, h.zip, h.countryName].filter(Boolean).join(', '),
              ),
            },
            { key: 'hospitalPhone', label: t('Hospital phone'), children: dash(formatPhone(h.phone)) },
            { key: 'hospitalEmail', label: t('Hospital email'), children: dash(h.email) },
            { key: 'hospitalContact', label: t('Hospital contact'), children: dash(h.contactName) },
          ]}
        />
      </Flex>
    </Card>
  );
}
