import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, DatePicker, Form, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  ROTATION_STATUS_CODES,
  ROTATION_TOASTS,
  ROTATION_TRANSITIONS,
  rosterUpdateInput,
  type RotationStatus,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { DateItem } from '../../../components/DateItem';
import { FormDrawer } from '../../../components/FormDrawer';
import { Page } from '../../../components/Page';
import { RowActions } from '../../../components/RowActions';
import { useFormDialog } from '../../../components/useFormDialog';
import { CLINICAL_PATHS, useClinicalWrites, useRotationChoices, type RotationRow } from '../rotationsApi';
import { ClinicalNav } from './ClinicalNav';
import { rotationColumns } from './columns';

/** Changes a scheduled rotation's preceptor, dates or status (the same rules as the tab's). */
function RosterDrawer({ rotation, onClose }: { rotation: RotationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { roster } = useClinicalWrites();
  const choices = useRotationChoices(rotation !== null);
  const preceptors = choices.data?.hospitals.find((h) => h.id === rotation?.hospitalId)?.preceptors ?? [];
  const f = useFormDialog(rosterUpdateInput, {
    open: rotation !== null,
    onClose,
    source: rotation,
    values: () =>
      rotation
        ? {
            preceptorId: rotation.preceptorId,
            startDate: rotation.startDate,
            weeks: rotation.weeks,
            status: rotation.status,
          }
        : undefined,
    save: (body) =>
      roster.mutateAsync({
        rotationId: rotation!.id,
        body: { ...body, ...(body.status === rotation!.status && { status: undefined }) },
      }),
    toasts: {
      ok: t(ROTATION_TOASTS.updated, { ns: 'titles' }),
      failed: t('Failed to save the rotation. Try again!', { ns: 'titles' }),
    },
  });
  const moves = rotation ? [rotation.status, ...ROTATION_TRANSITIONS[rotation.status as RotationStatus]] : [];
  return (
    <FormDrawer {...f.shell} title={rotation ? `${rotation.studentName} · ${rotation.rotationName}` : ''}>
      <Form.Item name="preceptorId" label={t('Preceptor', { ns: 'titles' })}>
        <Select id="roster-preceptorId" allowClear options={preceptors.map((p) => ({ value: p.id, label: p.name }))} />
      </Form.Item>
      <DateItem id="roster-startDate" name="startDate" label={t('Start date', { ns: 'titles' })} />
      <Form.Item name="weeks" label={t('Weeks', { ns: 'titles' })}>
        <InputNumber id="roster-weeks" min={1} max={52} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('Status', { ns: 'titles' })}>
        <Select id="roster-status" options={moves.map((s) => ({ value: s, label: translateTitle(s) }))} />
      </Form.Item>
    </FormDrawer>
  );
}

/** /medical/clinicals/assign-rotation/roaster: scheduled rotations by hospital, rotation and days; edited in a drawer. */
export default function RosterPage() {
  const { t } = useTranslation();
  const rights = useRights('/medical/clinicals/assign-rotation/list');
  const choices = useRotationChoices();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [editing, setEditing] = useState<RotationRow | null>(null);
  const columns = useMemo(
    () => [
      ...rotationColumns(t),
      ...(rights.edit
        ? [
            {
              key: 'actions',
              title: t('Actions', { ns: 'titles' }),
              render: (_: unknown, r: RotationRow) => (
                <RowActions name={`${r.studentName} ${r.rotationName}`} onEdit={() => setEditing(r)} />
              ),
            },
          ]
        : []),
    ],
    [t, rights.edit],
  );
  const offers = (choices.data?.hospitals ?? []).flatMap((h) =>
    h.offers.map((o) => ({ value: String(o.id), label: `${h.name} · ${o.rotationName}` })),
  );
  return (
    <Page title="Roster">
      <ClinicalNav />
      <Card>
        <DataTable<RotationRow>
          path={CLINICAL_PATHS.roster}
          prefix="ro"
          columns={columns}
          rowKey="id"
          params={{
            ...(range?.[0] && { from: range[0].format('YYYY-MM-DD') }),
            ...(range?.[1] && { to: range[1].format('YYYY-MM-DD') }),
          }}
          toolbar={
            <DatePicker.RangePicker
              aria-label={t('Dates', { ns: 'titles' })}
              format="MM/DD/YYYY"
              value={range}
              onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)}
            />
          }
          filters={[
            {
              name: 'hospitalId',
              label: t('Hospital', { ns: 'titles' }),
              options: (choices.data?.hospitals ?? []).map((h) => ({ value: String(h.id), label: h.name })),
            },
            { name: 'hospitalRotationId', label: t('Rotation', { ns: 'titles' }), options: offers },
            {
              name: 'status',
              label: t('Status', { ns: 'titles' }),
              options: ROTATION_STATUS_CODES.map((s) => ({ value: s, label: translateTitle(s) })),
            },
          ]}
          label={t('Roster', { ns: 'titles' })}
          search={t('Student, hospital or rotation', { ns: 'titles' })}
          emptyText={t('No scheduled rotations', { ns: 'titles' })}
        />
      </Card>
      <RosterDrawer rotation={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
