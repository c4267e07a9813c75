import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ROTATION_STATUS_CODES } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { CLINICAL_PATHS, useRotationChoices, type RotationRow } from '../rotationsApi';
import { AssignWizard } from './AssignWizard';
import { ClinicalNav } from './ClinicalNav';
import { rotationColumns } from './columns';

/** /medical/clinicals/assign-rotation/list: every student's rotations by status, hospital and search; the assignment wizard. */
export default function AssignListPage() {
  const { t } = useTranslation();
  const rights = useRights('/medical/clinicals/assign-rotation/list');
  const [wizard, setWizard] = useState(false);
  const choices = useRotationChoices();
  const columns = useMemo(() => rotationColumns(t), [t]);
  return (
    <Page
      title="Assign rotation"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setWizard(true)}>
            {t('Assign rotation', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <ClinicalNav />
      <Card>
        <DataTable<RotationRow>
          path={CLINICAL_PATHS.assignments}
          prefix="as"
          columns={columns}
          rowKey="id"
          filters={[
            {
              name: 'status',
              label: t('Status', { ns: 'titles' }),
              options: ROTATION_STATUS_CODES.map((s) => ({ value: s, label: translateTitle(s) })),
            },
            {
              name: 'hospitalId',
              label: t('Hospital', { ns: 'titles' }),
              options: (choices.data?.hospitals ?? []).map((h) => ({ value: String(h.id), label: h.name })),
            },
          ]}
          label={t('Rotations', { ns: 'titles' })}
          search={t('Student, hospital or rotation', { ns: 'titles' })}
          emptyText={t('No rotations yet', { ns: 'titles' })}
          exportAs="Rotations"
        />
      </Card>
      <AssignWizard open={wizard} onClose={() => setWizard(false)} />
    </Page>
  );
}
