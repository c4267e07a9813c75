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
      const label = sel || 'link text';
      const text = `[${label}](https://)`;
      return { text, select: [label.length + 3, text.length - 1] };
    });
  const insert = (token: string) => edit(() => ({ text: token }));

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    if (e.key.toLowerCase() === 'b') {
      e.preventDefault();
      wrap('**', 'bold text');
    }
    if (e.key.toLowerCase() === 'i') {
      e.preventDefault();
      wrap('_', 'italic text');
    }
  };

  return (
    <div>
      <Flex gap={4} wrap align="center" style={{ marginBottom: 6 }} role="toolbar" aria-label="Formatting">
        <Segmented
          size="small"
          options={['Write', 'Preview']}
          value={mode}
          onChange={(v) => setMode(v as 'Write' | 'Preview')}
          aria-label="Write or preview"
        />
        <Tooltip title="Bold (Ctrl+B)">
          <Button
            size="small"
            icon={<BoldOutlined />}
            aria-label="Bold"
            disabled={mode === 'Preview'}
            onClick={() => wrap('**', 'bold text')}
          />
        </Tooltip>
        <Tooltip title="Italic (Ctrl+I)">
          <Button
            size="small"
            icon={<ItalicOutlined />}
            aria-label="Italic"
            disabled={mode === 'Preview'}
            onClick={() => wrap('_', 'italic text')}
          />
        </Tooltip>
        <Tooltip title="Bulleted list">
          <Button
            size="small"
            icon={<UnorderedListOutlined />}
            aria-label="Bulleted list"
            disabled={mode === 'Preview'}
            onClick={() => list(false)}
          />
        </Tooltip>
        <Tooltip title="Numbered list">
          <Button
            size="small"
            icon={<OrderedListOutlined />}
            aria-label="Numbered list"
            disabled={mode === 'Preview'}
            onClick={() => list(true)}
          />
        </Tooltip>
        <Tooltip title="Link">
          <Button size="small" icon={<LinkOutlined />} aria-label="Link" disabled={mode === 'Preview'} onClick={link} />
        </Tooltip>
        <Select
          size="small"
          placeholder="Insert placeholder"
          aria-label="Insert placeholder"
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
            <Typography.Text type="secondary">Nothing to preview yet</Typography.Text>
          )}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        **bold**, _italic_, lines starting with &quot;- &quot; or &quot;1. &quot;, [text](https://link). HTML is sent as
        plain text.
      </Typography.Text>
    </div>
  );
}
