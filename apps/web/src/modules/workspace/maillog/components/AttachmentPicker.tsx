import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import './maillog.css';
import { PaperClipOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import {
  MAIL_LOG_ATTACHMENT_ACCEPT,
  MAIL_LOG_ATTACHMENT_MAX_BYTES,
  MAIL_LOG_MAX_ATTACHMENTS,
  type MailLogAttachment,
} from '@caduceus/contracts';
import { sizeText } from '../../../../components/uploadForm';

/** The attachment changes of a form: new files, and ids of current attachments to take off. */
export interface PickedFiles {
  added: File[];
  removed: number[];
}

interface Props {
  /** the entry's attachments now */
  current: MailLogAttachment[];
  /** Form.Item hands these */
  value?: PickedFiles;
  onChange?: (v: PickedFiles) => void;
  id?: string;
}

const ACCEPTED = MAIL_LOG_ATTACHMENT_ACCEPT.split(',');
const EMPTY: PickedFiles = { added: [], removed: [] };

/**
 * Chooses files for an entry (nothing uploads before Save) and marks current ones for removal. The
 * server checks each file's content; here only the name, the size and the count, to say so at once.
 */
export function AttachmentPicker({ current, value = EMPTY, onChange, id }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const kept = current.filter((a) => !value.removed.includes(a.id)).length;
  const room = MAIL_LOG_MAX_ATTACHMENTS - kept - value.added.length;

  /** A choice of several files arrives file by file: take the whole batch at its first file. */
  const pick = (file: File, batch: File[]) => {
    if (file !== batch[0]) return false;
    const ok: File[] = [];
    let issue: string | null = null;
    for (const f of batch) {
      const ext = `.${f.name.split('.').pop()?.toLowerCase() ?? ''}`;
      if (!ACCEPTED.includes(ext)) issue = `${f.name}: choose a PDF, Word, Excel, PNG or JPEG file`;
      else if (f.size > MAIL_LOG_ATTACHMENT_MAX_BYTES) issue = `${f.name} is too large (10 MB at most)`;
      else if (f.size === 0) issue = `${f.name} is empty`;
      else if (ok.length >= room) issue = `At most ${MAIL_LOG_MAX_ATTACHMENTS} attachments an entry`;
      else ok.push(f);
    }
    setProblem(issue);
    if (ok.length) onChange?.({ ...value, added: [...value.added, ...ok] });
    return false; // kept for the form; sent with Save
  };
  const toggle = (fileId: number) =>
    onChange?.({
      ...value,
      removed: value.removed.includes(fileId) ? value.removed.filter((x) => x !== fileId) : [...value.removed, fileId],
    });

  return (
    <div>
      {current.length > 0 && (
        <ul aria-label="Current attachments" className="maillog-files">
          {current.map((a) => {
            const removing = value.removed.includes(a.id);
            return (
              <li key={a.id}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text delete={removing} type={removing ? 'secondary' : undefined}>
                    <PaperClipOutlined /> {a.filename}{' '}
                    <Typography.Text type="secondary">({sizeText(a.size)})</Typography.Text>
                  </Typography.Text>
                  <Button
                    size="small"
                    type="link"
                    danger={!removing}
                    icon={removing ? <UndoOutlined /> : undefined}
                    aria-label={removing ? `Keep ${a.filename}` : `Remove ${a.filename}`}
                    aria-pressed={removing}
                    onClick={() => toggle(a.id)}
                  >
                    {removing ? 'Keep' : 'Remove'}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      <Flex vertical gap={4}>
        <Upload
          id={id}
          multiple
          accept={MAIL_LOG_ATTACHMENT_ACCEPT}
          beforeUpload={pick}
          showUploadList={{ showRemoveIcon: true }}
          fileList={value.added.map((f, i) => ({
            uid: `new-${i}-${f.name}`,
            name: f.name,
            size: f.size,
            status: 'done' as const,
          }))}
          onRemove={(u) => {
            onChange?.({ ...value, added: value.added.filter((_, i) => `new-${i}-${value.added[i].name}` !== u.uid) });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={room <= 0}>
            Choose files
          </Button>
        </Upload>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </div>
  );
}
