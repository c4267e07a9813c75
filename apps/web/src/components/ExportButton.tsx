import { useTranslation } from 'react-i18next';
import { translateMessage } from '../app/i18n';
import { useRef, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DATA_EXPORT_COMPONENT } from '@caduceus/contracts';
import { downloadFile } from '../app/api';
import { apiUrl } from '../app/client';
import { toast } from '../app/bridge';
import { useComponentRights } from '../app/rights';
import { exportWithConfirmation, type PasswordPrompt } from './exportList';
import { lazyOnOpen } from './lazyOnOpen';

const ExportPasswordModal = lazyOnOpen(
  () => import('./ExportPasswordModal').then((m) => m.ExportPasswordModal),
  (p) => !!p.prompt,
);

export interface ExportRequestBody {
  /** the list endpoint */
  path: string;
  params: Record<string, string | number | boolean>;
  /** `format: 'money'`: exact amounts written as numbers in a dollar format */
  columns: { key: string; title: string; format?: 'money' }[];
  sheet: string;
}

/**
 * "Export to Excel" of a list (POST /api/exports): shown to users with the export right; when the
 * server wants the password again (a large export), asks for it and sends the export once more.
 */
export function ExportButton({ filename, request }: { filename: string; request: () => ExportRequestBody }) {
  const allowed = useComponentRights(DATA_EXPORT_COMPONENT).read;
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [prompt, setPrompt] = useState<PasswordPrompt | null>(null);
  const [retrying, setRetrying] = useState(false);
  const answer = useRef<(password: string | null) => void>(undefined);
  if (!allowed) return null;

  const ask = (p: PasswordPrompt) =>
    new Promise<string | null>((resolve) => {
      answer.current = resolve;
      setRetrying(false);
      setPrompt(p);
    });
  const run = () => {
    setExporting(true);
    const body = { ...request(), filename };
    exportWithConfirmation(
      (password) => downloadFile(apiUrl('/api/exports'), password ? { ...body, password } : body, `${filename}.xlsx`),
      ask,
    )
      .catch((e: Error) => toast.error(translateMessage(e.message)))
      .finally(() => {
        setExporting(false);
        setPrompt(null);
        setRetrying(false);
      });
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={run}>
        {t('export.excel')}
      </Button>
      <ExportPasswordModal
        prompt={prompt}
        submitting={retrying}
        onSubmit={(password) => {
          setRetrying(true);
          answer.current?.(password);
        }}
        onCancel={() => {
          answer.current?.(null);
          setPrompt(null);
        }}
      />
    </>
  );
}
