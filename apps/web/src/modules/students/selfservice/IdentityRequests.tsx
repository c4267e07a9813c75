import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  IDENTITY_FIELDS,
  IDENTITY_FIELD_LABELS,
  IDENTITY_MESSAGES,
  IDENTITY_PROOF_ACCEPT,
  IDENTITY_PROOF_KINDS,
  IDENTITY_PROOF_PART,
  IDENTITY_REQUEST_STATUS_LABELS,
  IDENTITY_TOASTS,
  STUDENT_DOCUMENT_MAX_BYTES,
  STUDENT_MIN_AGE,
  identityRejectInput,
  identityRequestInput,
  type IdentityRequest,
  type IdentityValues,
  type StudentRecord,
} from '@caduceus/contracts';
import { FilesPicker, UploadProgress } from '../../../components/FilesPicker';
import { FormModal } from '../../../components/FormModal';
import { QueryState } from '../../../components/QueryState';
import { StatusTag } from '../../../components/StatusTag';
import { formatDate, formatDateTime } from '../../../components/format';
import { DateField, TextField } from '../../../components/records/fields';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { formOf } from '../../../components/uploadForm';
import { useZodForm } from '../../../components/useZodForm';
import {
  identityProofUrl,
  useApproveIdentityRequest,
  useFileIdentityRequest,
  useIdentityRequests,
  useRejectIdentityRequest,
} from './api';

const shown = (k: keyof IdentityValues, v: string | null) => (k === 'dateOfBirth' ? formatDate(v) : v) || '—';

/** What a request changes: each legal field that differs, from -> to. */
function Changes({ r }: { r: IdentityRequest }) {
  const changed = IDENTITY_FIELDS.filter((k) => r.previous[k] !== r.requested[k]);
  return (
    <Descriptions
      size="small"
      column={1}
      items={changed.map((k) => ({
        key: k,
        label: IDENTITY_FIELD_LABELS[k],
        children: `${shown(k, r.previous[k])} → ${shown(k, r.requested[k])}`,
      }))}
    />
  );
}

function ProofLink({ r }: { r: IdentityRequest }) {
  return (
    <Typography.Link href={identityProofUrl(r.studentId, r.id)} target="_blank" rel="noopener">
      Proof: {r.proof.filename}
    </Typography.Link>
  );
}

/** The student's legal identity, read only, with her request to change it and its outcome. */
export function LegalIdentityCard({
  studentId,
  record,
  readOnly,
}: {
  studentId: number;
  record: StudentRecord;
  readOnly: boolean;
}) {
  const requests = useIdentityRequests(studentId);
  const [open, setOpen] = useState(false);
  const items = requests.data?.items ?? [];
  const pending = items.find((r) => r.status === 'pending');
  const latest = items[0];
  return (
    <Card
      title="Legal name and date of birth"
      size="small"
      extra={
        !readOnly && (
          <Button onClick={() => setOpen(true)} disabled={!!pending || requests.isPending}>
            Request a change
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={IDENTITY_FIELDS.map((k) => ({ key: k, label: IDENTITY_FIELD_LABELS[k], children: shown(k, record[k]) }))}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 8 }}>
        {IDENTITY_MESSAGES.direct}.
      </Typography.Paragraph>
      <QueryState query={requests}>
        {() =>
          latest ? (
            <Alert
              type={latest.status === 'pending' ? 'info' : latest.status === 'approved' ? 'success' : 'error'}
              showIcon
              role="status"
              title={
                <Flex gap={8} align="center" wrap>
                  <span>Your request of {formatDateTime(latest.createdAt)}</span>
                  <StatusTag status={latest.status} label={IDENTITY_REQUEST_STATUS_LABELS[latest.status]} />
                </Flex>
              }
              description={
                <>
                  <Changes r={latest} />
                  {latest.status === 'pending' && 'The registrar will review your document and decide.'}
                  {latest.status === 'rejected' && latest.decisionReason && <div>Reason: {latest.decisionReason}</div>}
                  {latest.status === 'approved' && 'Your record has been updated.'}
                </>
              }
            />
          ) : null
        }
      </QueryState>
      <IdentityRequestModal studentId={studentId} record={record} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

/** The request's form: the legal names and date of birth as they should read, a reason and the proof. */
function IdentityRequestModal({
  studentId,
  record,
  open,
  onClose,
}: {
  studentId: number;
  record: StudentRecord;
  open: boolean;
  onClose: () => void;
}) {
  const f = useZodForm(identityRequestInput, {
    also: { proof: (v) => ((v.proof as File[] | undefined)?.length ? null : IDENTITY_MESSAGES.proofMissing) },
  });
  const { reset } = f;
  const [percent, setPercent] = useState<number | null>(null);
  const send = useFileIdentityRequest(studentId);
  const latestBirth = dayjs().subtract(STUDENT_MIN_AGE, 'year');
  useEffect(() => {
    if (open) {
      reset({
        firstName: record.firstName,
        middleName: record.middleName,
        lastName: record.lastName,
        dateOfBirth: record.dateOfBirth,
        proof: [],
      });
      setPercent(null);
    }
  }, [open, reset, record]);

  const onSubmit = f.submit(async (values) => {
    const proof = (f.form.getFieldValue('proof') as File[] | undefined) ?? [];
    setPercent(0);
    try {
      await saveWithToasts(
        () =>
          send.mutateAsync({
            form: formOf(values, [{ part: IDENTITY_PROOF_PART, list: proof.slice(0, 1) }]),
            onProgress: setPercent,
          }),
        { ok: IDENTITY_TOASTS.filed, failed: IDENTITY_TOASTS.fileFailed },
      );
    } finally {
      setPercent(null);
    }
    onClose();
  });

  return (
    <FormModal
      open={open}
      title="Request a change of legal name or date of birth"
      okText="Send request"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, name: 'identityRequest', layout: 'vertical' }}
      width={640}
    >
      <Row gutter={16}>
        <TextField name="firstName" label="Legal first name" required max={60} wide autoFocus />
        <TextField name="middleName" label="Legal middle name" max={60} wide />
        <TextField name="lastName" label="Legal last name" required max={60} wide />
        <DateField
          name="dateOfBirth"
          label="Date of birth"
          required
          disabledDate={(d) => d.isAfter(latestBirth, 'day')}
          defaultPickerValue={latestBirth}
        />
      </Row>
      <Form.Item name="reason" label="Reason" extra="For example: marriage, court order, a spelling correction.">
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Form.Item
        name={IDENTITY_PROOF_PART}
        label="Proof document"
        required
        extra="A PDF, PNG or JPEG of the document that shows the change (marriage certificate, court order, passport); 10 MB at most."
      >
        <FilesPicker
          accept={IDENTITY_PROOF_ACCEPT}
          kinds={IDENTITY_PROOF_KINDS}
          max={1}
          label="Choose the proof"
          maxBytes={STUDENT_DOCUMENT_MAX_BYTES}
        />
      </Form.Item>
      <UploadProgress percent={percent} />
    </FormModal>
  );
}

/** Staff: the student's pending request with its proof, to approve or reject with a reason; and past outcomes. */
export function IdentityRequestsReview({ studentId, canDecide }: { studentId: number; canDecide: boolean }) {
  const requests = useIdentityRequests(studentId);
  const approve = useApproveIdentityRequest(studentId);
  const [rejecting, setRejecting] = useState<IdentityRequest | null>(null);
  const pending = (requests.data?.items ?? []).filter((r) => r.status === 'pending');
  if (!pending.length) return null;
  return (
    <>
      {pending.map((r) => (
        <section key={r.id} aria-label="Legal identity change request">
          <Card
            size="small"
            title={
              <Flex gap={8} align="center">
                <span>Legal identity change request</span>
                <StatusTag status={r.status} label={IDENTITY_REQUEST_STATUS_LABELS[r.status]} />
              </Flex>
            }
          >
            <Typography.Paragraph>
              Filed {formatDateTime(r.createdAt)} by {r.createdByName ?? 'the student'}
              {r.reason ? ` · Reason: ${r.reason}` : ''}
            </Typography.Paragraph>
            <Changes r={r} />
            <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
              <ProofLink r={r} />
              {canDecide && (
                <>
                  <Button
                    type="primary"
                    loading={approve.isPending}
                    onClick={() =>
                      void saveWithToasts(() => approve.mutateAsync(r.id), {
                        ok: IDENTITY_TOASTS.approved,
                        failed: IDENTITY_TOASTS.decideFailed,
                      }).catch(() => undefined)
                    }
                  >
                    Approve
                  </Button>
                  <Button danger onClick={() => setRejecting(r)}>
                    Reject
                  </Button>
                </>
              )}
            </Flex>
          </Card>
        </section>
      ))}
      <RejectModal studentId={studentId} request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

function RejectModal({
  studentId,
  request,
  onClose,
}: {
  studentId: number;
  request: IdentityRequest | null;
  onClose: () => void;
}) {
  const f = useZodForm(identityRejectInput);
  const { reset } = f;
  const reject = useRejectIdentityRequest(studentId);
  useEffect(() => {
    if (request) reset({ reason: '' });
  }, [request, reset]);
  const onSubmit = f.submit(async ({ reason }) => {
    await saveWithToasts(() => reject.mutateAsync({ requestId: request!.id, reason }), {
      ok: IDENTITY_TOASTS.rejected,
      failed: IDENTITY_TOASTS.decideFailed,
    });
    onClose();
  });
  return (
    <FormModal
      open={!!request}
      title="Reject the request"
      okText="Reject"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, name: 'identityReject', layout: 'vertical' }}
    >
      <Form.Item name="reason" label="Reason the student will read" required>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
