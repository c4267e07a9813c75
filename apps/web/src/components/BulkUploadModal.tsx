import { useTranslation } from 'react-i18next';
import i18n, { translateMessage, translateTitle } from '../app/i18n';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Modal, Statistic, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadResult } from '@caduceus/contracts';
import { useApiMutation } from '../app/api';
import { apiUrl, callForm } from '../app/client';
import { toast } from '../app/bridge';
import { downloadGet } from './download';
import { formatCount } from './format';
import { errorText } from './QueryState';
import { groupByRow, type RowErrors } from './uploadForm';
import { NO_FOCUS_RETURN, useFocusReturn } from './formShell';

export interface BulkUploadModalProps {
  open: boolean;
  onClose: () => void;
  /** the upload type of POST /api/admin/uploads/:type, e.g. ct-country */
  type: string;
  /** what is uploaded, e.g. "Countries" */
  title: string;
  /** the columns (key and header) for the preview and for naming fields in errors */
  columns?: { key: string; title: string }[];
  /** query path prefixes to refetch after an import */
  invalidate: string[];
}

const ACCEPT = '.xlsx,.csv';

const ERROR_PAGE = { pageSize: 10, showSizeChanger: false, hideOnSinglePage: true };

/**
 * Bulk upload of a spreadsheet: the template, a dry run ("Check file") that counts the valid rows and
 * lists each refused row with its line number, field and reason, then the import of the valid rows.
 */
export function BulkUploadModal({ open, onClose, type, title, columns = [], invalidate }: BulkUploadModalProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [gettingTemplate, setGettingTemplate] = useState(false);
  const send = (dryRun: boolean) => {
    const fd = new FormData();
    fd.set('dryRun', String(dryRun));
    fd.set('file', file!);
    return callForm('post', '/api/admin/uploads/{type}', { type }, fd);
  };
  const check = useApiMutation(() => send(true), { errorToast: false });
  const apply = useApiMutation(() => send(false), { errorToast: false, invalidate });

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setResult(null);
    setFailure(null);
  }, [open]);

  const header = useMemo(() => new Map(columns.map((c) => [c.key, c.title])), [columns]);
  // one line per refused row with all of its problems: every missing field of a row at once
  const errorRows = useMemo(() => groupByRow(result?.errors ?? []), [result]);
  const previewColumns = (
    columns.length ? columns : Object.keys(result?.preview[0] ?? {}).map((k) => ({ key: k, title: k }))
  ).map((c) => ({ title: c.title, dataIndex: c.key, key: c.key }));

  const onCheck = () => {
    setFailure(null);
    check.mutate(undefined, {
      onSuccess: setResult,
      onError: (e) => {
        setResult(null);
        setFailure(errorText(e));
      },
    });
  };
  const onImport = () => {
    setFailure(null);
    apply.mutate(undefined, {
      onSuccess: (r) => {
        const a = r.applied ?? { inserted: 0, updated: 0 };
        const count = a.inserted + a.updated;
        toast.success(t('upload.imported', { count, n: formatCount(count), added: a.inserted, updated: a.updated }));
        onClose();
      },
      onError: (e) => {
        setFailure(errorText(e));
        toast.error(t('upload.failed', { what: i18n.language === 'en' ? title.toLowerCase() : translateTitle(title) }));
      },
    });
  };

  const returnFocus = useFocusReturn(open);
  return (
    <Modal
      open={open}
      title={t('upload.title', { what: translateTitle(title) })}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
      onCancel={onClose}
      width={860}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button onClick={onCheck} disabled={!file} loading={check.isPending} type={result ? 'default' : 'primary'}>
            {t('upload.check')}
          </Button>
          <Button
            type="primary"
            onClick={onImport}
            disabled={!result || result.valid === 0 || check.isPending}
            loading={apply.isPending}
          >
            {result
              ? t('upload.importValid', { count: result.valid, n: formatCount(result.valid) })
              : t('upload.import')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('upload.intro')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Button
          icon={<DownloadOutlined />}
          loading={gettingTemplate}
          onClick={() => {
            setGettingTemplate(true);
            downloadGet(apiUrl('/api/admin/uploads/{type}/template', { type }), `${type}-template.xlsx`)
              .catch((e: unknown) => toast.error(errorText(e)))
              .finally(() => setGettingTemplate(false));
          }}
        >
          {t('upload.template')}
        </Button>
        <Upload
          accept={ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            setFile(f);
            setResult(null);
            setFailure(null);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>
        </Upload>
        <Typography.Text aria-live="polite">{file ? file.name : t('upload.noFile')}</Typography.Text>
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      {result && (
        <section aria-label={t('upload.result')}>
          <Flex gap={32} wrap style={{ marginBottom: 16 }}>
            <Statistic title={t('upload.rows')} value={result.total} />
            <Statistic title={t('upload.validRows')} value={result.valid} />
            <Statistic title={t('upload.errorRows')} value={result.invalid} />
          </Flex>
          {result.errors.length > 0 && (
            <section aria-labelledby="upload-errors">
              <Typography.Title level={3} id="upload-errors" style={{ fontSize: 16 }}>
                {t('upload.errors')}
              </Typography.Title>
              <Table
                size="small"
                rowKey="row"
                dataSource={errorRows}
                pagination={ERROR_PAGE}
                columns={[
                  { title: t('upload.row'), dataIndex: 'row', key: 'row', width: 80 },
                  {
                    title: t('upload.fix'),
                    key: 'problems',
                    render: (_: unknown, r: RowErrors) => (
                      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                        {r.problems.map((p) => (
                          <li key={`${p.field ?? ''}-${p.message}`}>
                            {p.field && !p.message.startsWith(header.get(p.field) ?? p.field) ? (
                              <>
                                <strong>{header.get(p.field) ?? p.field}</strong>: {translateMessage(p.message)}
                              </>
                            ) : (
                              translateMessage(p.message)
                            )}
                          </li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
              />
            </section>
          )}
          {result.preview.length > 0 && (
            <section aria-labelledby="upload-preview">
              <Typography.Title level={3} id="upload-preview" style={{ fontSize: 16 }}>
                {result.valid > result.preview.length
                  ? t('upload.previewFirst', { shown: result.preview.length, valid: result.valid })
                  : t('upload.preview')}
              </Typography.Title>
              <Table
                size="small"
                rowKey="__line"
                dataSource={result.preview.map((r, i) => ({ ...r, __line: String(i) }))}
                columns={previewColumns}
                pagination={false}
                scroll={{ x: 'max-content', y: 240 }}
              />
            </section>
          )}
        </section>
      )}
    </Modal>
  );
}
