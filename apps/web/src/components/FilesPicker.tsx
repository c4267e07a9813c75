import { useTranslation } from 'react-i18next';
import { translateMessage, translateTitle } from '../app/i18n';
import { useState } from 'react';
import { Button, Progress, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@caduceus/contracts';
import { ApiError } from '../app/api';
import { toast } from '../app/bridge';
import { errorText } from './QueryState';

interface Props {
  /** Form.Item hands these */
  value?: File[];
  onChange?: (v: File[]) => void;
  id?: string;
  /** '.pdf,.png,...' */
  accept: string;
  /** what the accepted kinds are called in messages, e.g. 'a PDF, PNG or JPEG file' */
  kinds: string;
  max: number;
  label?: string;
  /** the largest file (10 MB unless said) */
  maxBytes?: number;
  /** what a choice beyond `max` is told (else "At most N files at once") */
  tooMany?: string;
}

/**
 * Chooses files for a form (nothing uploads before Save). The server checks each file's content;
 * here only the name, size and count, to say so at once.
 */
export function FilesPicker({
  value = [],
  onChange,
  id,
  accept,
  kinds,
  max,
  label,
  maxBytes = STUDENT_DOCUMENT_MAX_BYTES,
  tooMany,
}: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation();
  const accepted = accept.split(',');
  const pick = (file: File, batch: File[]) => {
    if (file !== batch[0]) return false; // a choice of several arrives file by file: take the batch once
    const ok: File[] = [];
    let issue: string | null = null;
    for (const f of batch) {
      const ext = `.${f.name.split('.').pop()?.toLowerCase() ?? ''}`;
      if (!accepted.includes(ext)) issue = t('files.wrongKind', { file: f.name, kinds: translateTitle(kinds) });
      else if (f.size > maxBytes) issue = t('files.tooLarge', { file: f.name, mb: Math.round(maxBytes / 1024 / 1024) });
      else if (f.size === 0) issue = t('files.empty', { file: f.name });
      else if (value.length + ok.length >= max)
        issue = max === 1 ? t('files.one') : tooMany ? translateMessage(tooMany) : t('files.tooMany', { max });
      else ok.push(f);
    }
    setProblem(issue);
    if (ok.length) onChange?.(max === 1 ? ok.slice(0, 1) : [...value, ...ok]);
    return false;
  };
  return (
    <div>
      <Upload
        id={id}
        multiple={max > 1}
        accept={accept}
        beforeUpload={pick}
        fileList={value.map((f, i) => ({
          uid: `f-${i}-${f.name}`,
          name: f.name,
          size: f.size,
          status: 'done' as const,
        }))}
        onRemove={(u) => {
          onChange?.(value.filter((f, i) => `f-${i}-${f.name}` !== u.uid));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={max > 1 && value.length >= max}>
          {label ? translateTitle(label) : t('files.choose')}
        </Button>
      </Upload>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}

/** The upload's progress while files go up (announced to screen readers). */
export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  return (
    <div role="status" aria-live="polite" aria-label={t('files.uploadingPercent', { percent })}>
      <Progress percent={percent} size="small" status={percent < 100 ? 'active' : 'normal'} />
      <Typography.Text type="secondary">{percent < 100 ? t('files.uploading') : t('files.processing')}</Typography.Text>
    </div>
  );
}

/** Runs an action and toasts how it went: the success text, or the server's reason (or the fallback). */
export async function withToasts(run: () => Promise<unknown>, ok: string, failed: string): Promise<boolean> {
  try {
    await run();
    toast.success(ok);
    return true;
  } catch (err) {
    toast.error(err instanceof ApiError && err.status < 500 ? errorText(err) : failed);
    return false;
  }
}
