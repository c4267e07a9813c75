import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Collapse, Flex, Form, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import {
  ADMISSION_ACCEPTANCES,
  ADMISSION_ACCEPTANCE_KEYS,
  ADMISSION_FORMS,
  ADMISSION_FORM_KEYS,
  ADMISSION_TOASTS,
  type AdmissionAcceptanceKey,
  type AdmissionFormKey,
  type AdmissionFormsView,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormError } from '../../../../components/FormError';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import type { ZodForm } from '../../../../components/EditableCard';
import type { StudentTabProps } from '../registry';
import { ADMISSION_PATHS, useAdmissionFormWrites, useAdmissionForms } from './api';
import { FORM_DEFAULTS, FORM_FIELDS } from './AdmissionFormFields';
import { VerificationStep } from './VerificationStep';

const savedText = (s: { savedAt: string | null; savedByName: string | null }) =>
  `${formatDateTime(s.savedAt)}${s.savedByName ? ` by ${s.savedByName}` : ''}`;

function SavedTag({ saved, what = 'Saved' }: { saved: boolean; what?: string }) {
  return saved ? (
    <Tag color="green" icon={<CheckCircleOutlined />}>
      {what}
    </Tag>
  ) : (
    <Tag icon={<ClockCircleOutlined />}>Not {what.toLowerCase()}</Tag>
  );
}

/** One form: its fields, validated by its contracts schema, saved on its own (under `formsBase`, the student's or the lead's). */
function AdmissionForm({
  formsBase,
  form,
  entry,
  readOnly,
}: {
  formsBase: string;
  form: AdmissionFormKey;
  entry: AdmissionFormsView['forms'][AdmissionFormKey];
  readOnly: boolean;
}) {
  const def = ADMISSION_FORMS[form];
  const f = useZodForm(def.schema);
  const { reset } = f;
  const { save } = useAdmissionFormWrites(formsBase);
  // the form starts from what is saved, and again after each save of this form (typed edits elsewhere stay)
  const latest = useRef(entry);
  latest.current = entry;
  useEffect(() => {
    reset((latest.current.data as Record<string, unknown> | null) ?? FORM_DEFAULTS[form] ?? {});
  }, [entry.savedAt, form, reset]);

  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => save.mutateAsync({ form, data }), {
      ok: `${def.title}: ${ADMISSION_TOASTS.saved}`,
      failed: ADMISSION_TOASTS.saveFailed,
    });
  });
  const Fields = FORM_FIELDS[form];
  return (
    <Form {...f.formProps} disabled={readOnly} aria-label={def.title} onFinish={() => void onSubmit()}>
      <FormError message={f.formError} />
      <Fields f={f as ZodForm} disabled={readOnly} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">
          {entry.saved ? `Last saved ${savedText(entry)}` : 'Not saved yet'}
        </Typography.Text>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={f.submitting}>
            Save {def.title}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

function Acceptances({
  formsBase,
  view,
  readOnly,
}: {
  formsBase: string;
  view: FormsAndAcceptances;
  readOnly: boolean;
}) {
  const { accept } = useAdmissionFormWrites(formsBase);
  const [busy, setBusy] = useState<AdmissionAcceptanceKey | null>(null);
  const run = async (kind: AdmissionAcceptanceKey) => {
    setBusy(kind);
    try {
      await accept.mutateAsync(kind);
      toast.success(`${ADMISSION_ACCEPTANCES[kind].title}: ${ADMISSION_TOASTS.accepted}`);
    } catch {
      toast.error(ADMISSION_TOASTS.acceptFailed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={<h2 className="card-h2">Acceptances</h2>}>
      <Flex vertical gap={16}>
        {ADMISSION_ACCEPTANCE_KEYS.map((k) => {
          const a = view.acceptances[k];
          return (
            <Flex key={k} justify="space-between" align="center" gap={12} wrap>
              <div style={{ flex: '1 1 320px' }}>
                <Typography.Text strong>{ADMISSION_ACCEPTANCES[k].title}</Typography.Text>{' '}
                <SavedTag saved={a.accepted} what="Accepted" />
                <Typography.Paragraph style={{ margin: 0 }}>{ADMISSION_ACCEPTANCES[k].text}</Typography.Paragraph>
                {a.accepted && <Typography.Text type="secondary">Accepted {savedText(a)}</Typography.Text>}
              </div>
              {!readOnly && !a.accepted && (
                <Button type="primary" onClick={() => void run(k)} loading={busy === k}>
                  I accept the {ADMISSION_ACCEPTANCES[k].title}
                </Button>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}

type FormsAndAcceptances = Pick<AdmissionFormsView, 'forms' | 'acceptances'>;

/**
 * The seven forms (each saved on its own, with its saved status) and the three acceptances, under a
 * record's admission-forms base: the student's own tab after verification, and the lead's tab.
 */
export function AdmissionFormsPanel({
  formsBase,
  view,
  readOnly,
}: {
  formsBase: string;
  view: FormsAndAcceptances;
  readOnly: boolean;
}) {
  return (
    <>
      <Card title={<h2 className="card-h2">Admission Forms</h2>}>
        <Collapse
          accordion
          defaultActiveKey={ADMISSION_FORM_KEYS.find((k) => !view.forms[k].saved) ?? ADMISSION_FORM_KEYS[0]}
          items={ADMISSION_FORM_KEYS.map((k) => ({
            key: k,
            label: (
              <Flex justify="space-between" gap={8} wrap>
                <span>{ADMISSION_FORMS[k].title}</span>
                <SavedTag saved={view.forms[k].saved} />
              </Flex>
            ),
            children: <AdmissionForm formsBase={formsBase} form={k} entry={view.forms[k]} readOnly={readOnly} />,
          }))}
        />
      </Card>
      <Acceptances formsBase={formsBase} view={view} readOnly={readOnly} />
    </>
  );
}

/** Before verification: which forms are saved (by whom, when), without their answers. */
function SavedSummary({ view }: { view: AdmissionFormsView }) {
  return (
    <Card title={<h2 className="card-h2">Your forms</h2>}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {ADMISSION_FORM_KEYS.map((k) => (
          <li key={k} style={{ padding: '4px 0' }}>
            <SavedTag saved={view.forms[k].saved} /> {ADMISSION_FORMS[k].title}
            {view.forms[k].saved && <Typography.Text type="secondary"> — {savedText(view.forms[k])}</Typography.Text>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * admissionforms (the student's side only): the email verification step, then the seven forms, each
 * saved on its own with its saved status, and the three acceptances.
 */
export default function AdmissionFormsTab({ studentId, readOnly }: StudentTabProps) {
  const view = useAdmissionForms(studentId);
  return (
    <QueryState query={view}>
      {(v) => (
        <Flex vertical gap={16}>
          {!v.verification.verified ? (
            <>
              <VerificationStep studentId={studentId} verification={v.verification} readOnly={readOnly} />
              <SavedSummary view={v} />
            </>
          ) : (
            <>
              {v.verification.verifiedUntil && (
                <Alert
                  type="success"
                  showIcon
                  title={`Email verified. The forms stay open for this sign-in until ${formatDateTime(v.verification.verifiedUntil)}.`}
                />
              )}
              <AdmissionFormsPanel formsBase={ADMISSION_PATHS.view(studentId)} view={v} readOnly={readOnly} />
            </>
          )}
        </Flex>
      )}
    </QueryState>
  );
}
