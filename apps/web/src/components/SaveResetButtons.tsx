import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';

/** Reset and Save for a screen edited in place (rights, choices): both idle until something changed. */
export function SaveResetButtons({
  dirty,
  saving,
  onReset,
  onSave,
}: {
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
  onSave: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button icon={<UndoOutlined />} disabled={!dirty} onClick={onReset}>
        {t('action.reset')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={saving} onClick={() => void onSave()}>
        {t('action.save')}
      </Button>
    </>
  );
}
