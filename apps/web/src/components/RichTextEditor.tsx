import { useTranslation } from 'react-i18next';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input, Segmented, Select, Tooltip, Typography } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { STUDENT_EMAIL_BODY_MAX, TEMPLATE_PLACEHOLDERS } from '@caduceus/contracts';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { RichText } from './RichText';
import './email.css';

interface Props {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  'aria-invalid'?: boolean;
}

const PLACEHOLDER_OPTIONS = Object.entries(TEMPLATE_PLACEHOLDERS).map(([k, label]) => ({
  value: `{{${k}}}`,
  label: `${label} {{${k}}}`,
}));

/**
 * The email body (EmailComposeDrawer's Message): rich text without HTML. The toolbar (and Ctrl+B, Ctrl+I) writes a small markup the
 * server renders, escaped, into the email; Preview shows the result. Placeholders are filled on sending.
 */
export function RichTextEditor({ id, value = '', onChange, ...rest }: Props) {
  const ref = useRef<TextAreaRef>(null);
  const [mode, setMode] = useState<'Write' | 'Preview'>('Write');
  const { t } = useTranslation();

  /** Replaces the selection by `make(selected)` and selects `select` (offsets within the inserted text). */
  const edit = (make: (sel: string) => { text: string; select?: [number, number] }) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? value.length,
      end = el?.selectionEnd ?? value.length;
    const { text, select } = make(value.slice(start, end));
    onChange?.(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      const [a, b] = select ?? [text.length, text.length];
      el.setSelectionRange(start + a, start + b);
    });
  };
  const wrap = (mark: string, fallback: string) =>
    edit((sel) => {
      const inner = sel || fallback;
      return { text: `${mark}${inner}${mark}`, select: [mark.length, mark.length + inner.length] };
    });
  const list = (numbered: boolean) =>
    edit((sel) => {
      const lines = (sel || 'item').split('\n');
      const text = lines
        .map((l, i) => `${numbered ? `${i + 1}.` : '-'} ${l.replace(/^\s*([-*]|\d+[.)])\s+/, '')}`)
        .join('\n');
      const before = value.slice(0, ref.current?.resizableTextArea?.textArea.selectionStart ?? value.length);
      const lead = before && !before.endsWith('\n') ? '\n' : '';
      return { text: lead + text, select: [lead.length, lead.length + text.length] };
    });
  const link = () =>
    edit((sel) => {
      const label = sel || t('editor.linkText');
      const text = `[${label}](https://)`;
      return { text, select: [label.length + 3, text.length - 1] };
    });
  const insert = (token: string) => edit(() => ({ text: token }));

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    if (e.key.toLowerCase() === 'b') {
      e.preventDefault();
      wrap('**', t('editor.boldText'));
    }
    if (e.key.toLowerCase() === 'i') {
      e.preventDefault();
      wrap('_', t('editor.italicText'));
    }
  };

  return (
    <div>
      <Flex gap={4} wrap align="center" style={{ marginBottom: 6 }} role="toolbar" aria-label={t('editor.formatting')}>
        <Segmented
          size="small"
          options={[
            { value: 'Write', label: t('editor.write') },
            { value: 'Preview', label: t('editor.preview') },
          ]}
          value={mode}
          onChange={(v) => setMode(v as 'Write' | 'Preview')}
          aria-label={t('editor.writeOrPreview')}
        />
        <Tooltip title={t('editor.boldTip')}>
          <Button
            size="small"
            icon={<BoldOutlined />}
            aria-label={t('editor.bold')}
            disabled={mode === 'Preview'}
            onClick={() => wrap('**', t('editor.boldText'))}
          />
        </Tooltip>
        <Tooltip title={t('editor.italicTip')}>
          <Button
            size="small"
            icon={<ItalicOutlined />}
            aria-label={t('editor.italic')}
            disabled={mode === 'Preview'}
            onClick={() => wrap('_', t('editor.italicText'))}
          />
        </Tooltip>
        <Tooltip title={t('editor.bullets')}>
          <Button
            size="small"
            icon={<UnorderedListOutlined />}
            aria-label={t('editor.bullets')}
            disabled={mode === 'Preview'}
            onClick={() => list(false)}
          />
        </Tooltip>
        <Tooltip title={t('editor.numbers')}>
          <Button
            size="small"
            icon={<OrderedListOutlined />}
            aria-label={t('editor.numbers')}
            disabled={mode === 'Preview'}
            onClick={() => list(true)}
          />
        </Tooltip>
        <Tooltip title={t('editor.link')}>
          <Button
            size="small"
            icon={<LinkOutlined />}
            aria-label={t('editor.link')}
            disabled={mode === 'Preview'}
            onClick={link}
          />
        </Tooltip>
        <Select
          size="small"
          placeholder={t('editor.insertPlaceholder')}
          aria-label={t('editor.insertPlaceholder')}
          value={null}
          style={{ width: 200 }}
          disabled={mode === 'Preview'}
          options={PLACEHOLDER_OPTIONS}
          onChange={(v: string) => insert(v)}
        />
      </Flex>
      {mode === 'Write' ? (
        <Input.TextArea
          ref={ref}
          id={id}
          name="body"
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 8, maxRows: 20 }}
          showCount
          maxLength={STUDENT_EMAIL_BODY_MAX}
          aria-invalid={rest['aria-invalid']}
        />
      ) : (
        <div className="message-preview" aria-live="polite">
          {value.trim() ? (
            <RichText source={value} />
          ) : (
            <Typography.Text type="secondary">{t('editor.nothing')}</Typography.Text>
          )}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('editor.help')}
      </Typography.Text>
    </div>
  );
}
