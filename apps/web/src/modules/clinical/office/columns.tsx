import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDate } from '@caduceus/contracts';
import { StatusTag } from '../../../components/StatusTag';
import { rotationScreen, type RotationRow } from '../rotationsApi';

/** The columns every list of rotations of the clinical office shows; the student links to the rotation's screen. */
export const rotationColumns = (t: TFunction): ColumnsType<RotationRow> => [
  {
    key: 'student',
    dataIndex: 'studentName',
    title: t('Student', { ns: 'titles' }),
    sorter: true,
    render: (v: string, r) => <Link to={rotationScreen(r)}>{v}</Link>,
  },
  { key: 'hospital', dataIndex: 'hospitalName', title: t('Hospital', { ns: 'titles' }), sorter: true },
  { key: 'rotationName', dataIndex: 'rotationName', title: t('Rotation', { ns: 'titles' }) },
  { key: 'preceptorName', dataIndex: 'preceptorName', title: t('Preceptor', { ns: 'titles' }) },
  {
    key: 'startDate',
    dataIndex: 'startDate',
    title: t('Start date', { ns: 'titles' }),
    sorter: true,
    render: (v: string) => formatDate(v),
  },
  {
    key: 'endDate',
    dataIndex: 'endDate',
    title: t('End date', { ns: 'titles' }),
    render: (v: string) => formatDate(v),
  },
  { key: 'weeks', dataIndex: 'weeks', title: t('Weeks', { ns: 'titles' }), align: 'right' },
  {
    key: 'status',
    dataIndex: 'status',
    title: t('Status', { ns: 'titles' }),
    sorter: true,
    render: (v: string) => <StatusTag status={v} />,
  },
];
