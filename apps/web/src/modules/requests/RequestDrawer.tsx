import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Descriptions, Drawer, Flex, Timeline, Typography } from 'antd';
import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  REQUEST_DOCUMENT_TOASTS,
  REQUEST_TOASTS,
  formatDate,
  requestKindOf,
  type RequestKindKey,
} from '@caduceus/contracts';
import { toast } from '../../app/bridge';
import { translateTitle } from '../../app/i18n';
import { DocumentsDialog } from '../../components/DocumentsDialog';
import { downloadGet } from '../../components/download';
import { NO_FOCUS_RETURN, useFocusReturn } from '../../components/formShell';
import { QueryState, errorText } from '../../components/QueryState';
import { StatusTag } from '../../components/StatusTag';
import {
  REQUEST_PATHS,
  requestDocumentFile,
  useRequest,
  useRequestDocumentWrites,
  useRequestDocuments,
  useRequestWrites,
} from './api';
import { MoveDialog, type MoveBody, type PendingMove } from './MoveDialog';
import { ClinicalRequestPanel } from './clinical/ClinicalRequestPanel';

/**
 * One request in a drawer: its kind's form as filled in, the fee, the status and its history (who moved it
 * when, with the note), the moves this side may make now (a move that needs a note asks for it first) and the
 * letter once issued. The office opens it from a queue, the student from her Requests tab.
 */
export function RequestDrawer({
  where,
  requestId,
  canMove,
  canWrite = false,
  onClose,
}: {
  where: { kind: RequestKindKey } | { studentId: number };
  requestId: number | null;
  /** the viewer's right to move it (staff: the queue's edit bit; the student: her own) */
  canMove: boolean;
  /** the office's write bit on the queue (a clinical request creates its rotation with it) */
  canWrite?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const q = useRequest(where, requestId);
  const { move } = useRequestWrites();
  const [asking, setAsking] = useState<PendingMove | null>(null);
  const [busy, setBusy] = useState(false);
  const [docsOpen, setDocsOpen] = useState(false);
  const returnFocus = useFocusReturn(requestId !== null);
  const doMove = (body: MoveBody) => move.mutateAsync({ where, requestId: requestId!, body });
  const letter = async (id: number, studentId: number) => {
    setBusy(true);
    try {
      await downloadGet(
        'kind' in where ? REQUEST_PATHS.queueLetter(where.kind, id) : REQUEST_PATHS.myLetter(studentId, id),
        `Letter_${id}.pdf`,
      );
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer
      open={requestId !== null}
      onClose={onClose}
      size={640}
      title={t('Request {{id}}', { ns: 'titles', id: requestId ?? '' })}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
    >
      {requestId !== null && (
        <QueryState query={q}>
          {(r) => {
            const kind = requestKindOf(r.kind);
            return (
              <Flex vertical gap={16}>
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    { key: 'kind', label: t('Request', { ns: 'titles' }), children: translateTitle(r.kindLabel) },
                    {
                      key: 'student',
                      label: t('Student', { ns: 'titles' }),
                      children: `${r.studentName} (${r.studentId})`,
                    },
                    {
                      key: 'status',
                      label: t('Status', { ns: 'titles' }),
                      children: <StatusTag status={r.status} label={r.statusLabel} />,
                    },
                    { key: 'asked', label: t('Requested on', { ns: 'titles' }), children: formatDate(r.createdAt) },
                    ...(r.fee ? [{ key: 'fee', label: t('Fee', { ns: 'titles' }), children: `$${r.fee}` }] : []),
                    ...(kind?.form.fields ?? []).map((f) => ({
                      key: f.key,
                      label: translateTitle(f.label),
                      children: r.dataText[f.key] ? translateTitle(r.dataText[f.key]) : '—',
                    })),
                  ]}
                />
                {canMove && r.moves.length > 0 && (
                  <Flex gap={8} wrap role="group" aria-label={t('Actions', { ns: 'titles' })}>
                    {r.moves.map((m) => (
                      <Button
                        key={`${m.to}-${m.action}`}
                        type={m.note && !m.signature ? 'default' : 'primary'}
                        danger={/reject|deny|withdraw|cancel|not met/i.test(m.action)}
                        onClick={() =>
                          m.note || m.signature
                            ? setAsking(m)
                            : void doMove({ to: m.to, note: null }).then(
                                () => toast.success(t(REQUEST_TOASTS.moved, { ns: 'titles' })),
                                (e: unknown) => toast.error(errorText(e)),
                              )
                        }
                      >
                        {translateTitle(m.action)}
                      </Button>
                    ))}
                  </Flex>
                )}
                <Button
                  icon={<PaperClipOutlined />}
                  onClick={() => setDocsOpen(true)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('Documents', { ns: 'titles' })}
                </Button>
                {docsOpen && (
                  <RequestDocuments
                    where={where}
                    requestId={r.id}
                    studentId={r.studentId}
                    // from a queue the office reads them; on the record: the office as its rights allow, the
                    // student while her request is open
                    can={
                      'kind' in where || !canMove || kind?.flow.final.includes(r.status)
                        ? { upload: false, delete: false }
                        : { upload: true, delete: true }
                    }
                    onClose={() => setDocsOpen(false)}
                  />
                )}
                {'kind' in where && r.kind === 'clinical' && (
                  <ClinicalRequestPanel
                    requestId={r.id}
                    studentId={r.studentId}
                    status={r.status}
                    rotationId={r.result?.rotationId ?? null}
                    canCreate={canWrite}
                  />
                )}
                {r.letter && (
                  <Button
                    icon={<FilePdfOutlined />}
                    loading={busy}
                    onClick={() => void letter(r.id, r.studentId)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('Download letter', { ns: 'titles' })}
                  </Button>
                )}
                <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
                  {t('History', { ns: 'titles' })}
                </Typography.Title>
                <Timeline
                  items={r.events.map((e) => ({
                    key: e.id,
                    children: (
                      <>
                        <Typography.Text strong>{translateTitle(e.toLabel)}</Typography.Text>{' '}
                        <Typography.Text type="secondary">
                          {formatDate(e.at)}
                          {e.byName ? ` · ${e.byName}` : ''}
                        </Typography.Text>
                        {e.note && <Typography.Paragraph style={{ margin: 0 }}>{e.note}</Typography.Paragraph>}
                      </>
                    ),
                  }))}
                />
              </Flex>
            );
          }}
        </QueryState>
      )}
      <MoveDialog move={asking} save={doMove} onClose={() => setAsking(null)} />
    </Drawer>
  );
}

/** A request's documents in the kit's documents dialog. */
function RequestDocuments({
  where,
  requestId,
  studentId,
  can,
  onClose,
}: {
  where: { kind: RequestKindKey } | { studentId: number };
  requestId: number;
  studentId: number;
  can: { upload: boolean; delete: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useRequestDocuments(where, requestId);
  const writes = useRequestDocumentWrites(studentId, requestId);
  return (
    <DocumentsDialog
      title={t('Documents of request {{id}}', { ns: 'titles', id: requestId })}
      source={{ list, ...writes, fileUrl: (id) => requestDocumentFile(where, requestId, id) }}
      toasts={REQUEST_DOCUMENT_TOASTS}
      can={can}
      onClose={onClose}
    />
  );
}
