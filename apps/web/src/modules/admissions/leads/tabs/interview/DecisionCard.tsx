import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import { FilePdfOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  INTERVIEW_TOASTS,
  LEAD_DECISIONS,
  SEAT_DEPOSIT_DAYS,
  leadDecisionInput,
  type LeadDecision,
  type LeadDecisionInput,
} from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../../app/api';
import { toast } from '../../../../../app/bridge';
import { FormError } from '../../../../../components/FormError';
import { downloadGet } from '../../../../../components/download';
import { ErrorState, LoadingState, QueryState, errorText } from '../../../../../components/QueryState';
import { formatDateTime } from '../../../../../components/format';
import { saveWithToasts } from '../../../../../components/saveWithToasts';
import { useZodForm } from '../../../../../components/useZodForm';
import { INTERVIEW_PATHS, useDecisionState, useSendDecision } from './api';

const letterOf = (v: string) => LEAD_DECISIONS.find((d) => d.value === v)?.letter ?? 'Letter';

/** Checks that the letter renders (the answer is a PDF) before the browser's viewer shows it in a frame. */
function useLetterCheck(src: string) {
  const [state, setState] = useState<{ src: string; error: unknown } | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    fetch(src, { credentials: 'same-origin', headers: { 'X-Requested-With': 'caduceus' } })
      .then(
        async (res) => {
          if (res.ok) return null;
          const body = (await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
          return new ApiError(
            res.status,
            body.error?.code ?? String(res.status),
            body.error?.message ?? 'The letter could not be rendered',
          );
        },
        () => new NetworkError(),
      )
      .then((error) => {
        if (live) setState({ src, error });
      });
    return () => {
      live = false;
    };
  }, [src]);
  return { ready: state?.src === src, error: state?.src === src ? state.error : null };
}

/** The letter as the server renders it (a real PDF in the browser's viewer), and the button that sends it. */
function PreviewModal({
  leadId,
  values,
  email,
  onClose,
}: {
  leadId: number;
  values: LeadDecisionInput | null;
  email: string;
  onClose: () => void;
}) {
  const send = useSendDecision(leadId);
  const src = values ? INTERVIEW_PATHS.preview(leadId, values) : '';
  const check = useLetterCheck(src);
  const title = values ? `${letterOf(values.decision)} Preview` : 'Letter Preview';
  const onSend = async () => {
    if (!values) return;
    try {
      await saveWithToasts(() => send.mutateAsync(values), {
        ok: INTERVIEW_TOASTS.decisionSent,
        failed: INTERVIEW_TOASTS.decisionFailed,
      });
      onClose();
    } catch {
      // the failure toast was shown; the preview stays open
    }
  };
  return (
    <Modal
      open={!!values}
      title={title}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">Sending emails this letter as a PDF to {email}.</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>Back</Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={send.isPending}
              disabled={!check.ready || !!check.error}
              onClick={() => void onSend()}
            >
              Send Decision
            </Button>
          </Flex>
        </Flex>
      }
    >
      {!check.ready && <LoadingState rows={8} />}
      {check.ready && !!check.error && <ErrorState error={check.error} />}
      {check.ready && !check.error && (
        <>
          <Flex justify="flex-end" style={{ marginBottom: 8 }}>
            <a href={src} target="_blank" rel="noopener noreferrer">
              Open the PDF in a new tab
            </a>
          </Flex>
          <iframe
            title={title}
            src={src}
            style={{
              width: '100%',
              height: '65vh',
              border: '1px solid var(--ant-color-border, #d9d9d9)',
              borderRadius: 6,
            }}
          />
        </>
      )}
    </Modal>
  );
}

/** The Decision card: accept, waitlist or decline with a letter previewed before it is sent; the decisions sent. */
export function DecisionCard({ leadId, email, readOnly }: { leadId: number; email: string; readOnly: boolean }) {
  const state = useDecisionState(leadId);
  const f = useZodForm(leadDecisionInput);
  const [preview, setPreview] = useState<LeadDecisionInput | null>(null);
  const decision = Form.useWatch('decision', f.form) as string | undefined;
  const onPreview = f.submit((values) => {
    setPreview(values);
  });
  const columns: ColumnsType<LeadDecision> = [
    {
      title: 'Sent on',
      dataIndex: 'decidedAt',
      key: 'decidedAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    { title: 'Decision', dataIndex: 'decisionLabel', key: 'decisionLabel' },
    { title: 'To', dataIndex: 'emailTo', key: 'emailTo' },
    { title: 'By', dataIndex: 'decidedByName', key: 'decidedByName', render: (v: string | null) => v ?? '' },
    {
      title: 'Letter',
      dataIndex: 'letterFileName',
      key: 'letterFileName',
      render: (v: string, r) => (
        <Button
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          style={{ padding: 0 }}
          onClick={() => {
            downloadGet(INTERVIEW_PATHS.letter(leadId, r.id), v).catch((e: unknown) => toast.error(errorText(e)));
          }}
        >
          {v}
        </Button>
      ),
    },
  ];
  return (
    <Card role="region" aria-label="Decision" title={<h2 className="card-h2">Decision</h2>} style={{ marginTop: 16 }}>
      <QueryState query={state}>
        {(s) => (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 3 }}
              style={{ marginBottom: 12 }}
              items={[
                { key: 'program', label: 'Program', children: s.program ?? '—' },
                { key: 'campus', label: 'Campus', children: s.campus ?? '—' },
                { key: 'semester', label: 'Start semester', children: s.semester ?? '—' },
              ]}
            />
            {!readOnly && !s.canDecide && (
              <Alert type="info" showIcon title={s.blockedReason} style={{ marginBottom: 12 }} />
            )}
            {!readOnly && s.canDecide && (
              <Form {...f.formProps} onFinish={() => void onPreview()} aria-label="Send a decision">
                <Form.Item name="decision" label="Decision" required={f.required('decision')}>
                  <Radio.Group
                    id="decision"
                    aria-label="Decision"
                    optionType="button"
                    buttonStyle="solid"
                    options={LEAD_DECISIONS.map((d) => ({ value: d.value, label: d.label }))}
                  />
                </Form.Item>
                <Typography.Paragraph type="secondary">
                  {decision === 'accept'
                    ? `The lead moves to Accepted; the letter asks for the seat deposit within ${SEAT_DEPOSIT_DAYS} days.`
                    : decision === 'decline'
                      ? 'The lead is closed once the letter is sent (it can be reopened from Closed Leads).'
                      : decision === 'waitlist'
                        ? 'The lead keeps its status; send another decision when a seat frees up.'
                        : 'Choose a decision, preview its letter, then send it from the preview.'}
                </Typography.Paragraph>
                <Form.Item
                  name="message"
                  label="Personal message (added to the letter)"
                  required={f.required('message')}
                >
                  <Input.TextArea id="message" rows={3} maxLength={2000} showCount />
                </Form.Item>
                <FormError message={f.formError} />
                <Button htmlType="submit" type="primary" icon={<FilePdfOutlined />}>
                  Preview Letter
                </Button>
              </Form>
            )}
            <section aria-label="Decisions sent">
              <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
                Decisions sent
              </Typography.Title>
              <Table<LeadDecision>
                rowKey="id"
                size="small"
                columns={columns}
                dataSource={s.items}
                pagination={false}
                locale={{ emptyText: 'No decision sent yet' }}
              />
            </section>
          </>
        )}
      </QueryState>
      {!readOnly && <PreviewModal leadId={leadId} values={preview} email={email} onClose={() => setPreview(null)} />}
    </Card>
  );
}
