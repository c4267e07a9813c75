import { useTranslation } from 'react-i18next';
import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router';

const SCREENS = [
  ['/medical/clinicals/assign-rotation/list', 'Assignments'],
  ['/medical/clinicals/assign-rotation/roaster', 'Roster'],
  ['/medical/clinicals/assign-rotation/graph', 'Graph'],
  ['/medical/clinicals/assign-rotation/planned', 'Planned rotations'],
] as const;

/** The bar between the assignment screens. */
export function ClinicalNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('Rotation assignment', { ns: 'titles' })} style={{ marginBottom: 16 }}>
      <Segmented
        value={pathname}
        options={SCREENS.map(([value, label]) => ({ value, label: t(label, { ns: 'titles' }) }))}
        onChange={(v) => void navigate(String(v))}
      />
    </nav>
  );
}
