import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Form, Segmented, Steps } from 'antd';
import type { InvoiceRunKind } from '@caduceus/contracts';
import { ApiError } from '../../../app/api';
import { translateMessage } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { newIdempotencyKey } from '../shared/money';
import { useStartRun, type RunBody } from './api';
import { RunChoices, type RunChoiceValues } from './RunChoices';
import { RunResult } from './RunResult';
import { RunReview } from './RunReview';
import { IssuedInvoices } from './IssuedInvoices';
import { runBodyOf, runErrors } from './runRules';

/**
 * An invoice run in three steps: the choices and filters (step 1), the review of each student's lines and of
 * who is skipped (step 2), then the run itself with its progress and result. One Idempotency-Key per reviewed
 * choice: a double click or a retry starts one run. The run's id goes in the address (?run=).
 */
export function InvoiceRunWizard({ kind, choice = false }: { kind: InvoiceRunKind; choice?: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RunChoiceValues>();
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const [body, setBody] = useState<RunBody | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const key = useMemo(() => (body ? newIdempotencyKey() : ''), [body]);
  const start = useStartRun();
  const step = runId ? 2 : body ? 1 : 0;
  const heading = {
    'non-clinical': {
      title: t('Non-Clinical Invoices', { ns: 'titles' }),
      subtitle: t("Invoice many students at once from the fee settings: the semester's tuition and fees", {
        ns: 'titles',
      }),
    },
    housing: {
      title: t('Housing Invoices', { ns: 'titles' }),
      subtitle: t('Invoice the housing fees of many students at once', { ns: 'titles' }),
    },
    due: {
      title: t('Due Invoices', { ns: 'titles' }),
      subtitle: t('Charge the students who owe on an overdue invoice', { ns: 'titles' }),
    },
    clinical: {
      title: t('Clinical Invoices', { ns: 'titles' }),
      subtitle: t("Invoice the rotation weeks of many students at once, at each hospital's price per week", {
        ns: 'titles',
      }),
    },
  }[kind];

  const review = () => {
    const next = runBodyOf(kind, form.getFieldsValue(true));
    const errors = runErrors(next);
    if (Object.keys(errors).length) {
      form.setFields(
        Object.entries(errors).map(([name, e]) => ({
          name: name as keyof RunChoiceValues,
          errors: [translateMessage(e)],
        })),
      );
      return;
    }
    setStartError(null);
    setBody(next);
  };
  const create = async () => {
    if (!body) return;
    setStartError(null);
    try {
      const run = await start.mutateAsync({ body, key });
      setParams(kind === 'clinical' ? { kind, run: run.id } : { run: run.id });
    } catch (e) {
      const fields = e instanceof ApiError && e.fields ? Object.values(e.fields) : [];
      setStartError([(e as Error).message, ...fields].map(translateMessage).join(' '));
    }
  };
  const another = () => {
    setBody(null);
    setParams(kind === 'clinical' ? { kind } : {});
  };

  return (
    <Page title={heading.title} subtitle={heading.subtitle}>
      {choice && step === 0 && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={kind}
          onChange={(v) => setParams(v === 'clinical' ? { kind: 'clinical' } : {})}
          options={[
            { value: 'non-clinical', label: t('Non-clinical', { ns: 'titles' }) },
            { value: 'clinical', label: t('Clinical', { ns: 'titles' }) },
          ]}
        />
      )}
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('Choose', { ns: 'titles' }) },
          { title: t('Review', { ns: 'titles' }) },
          { title: t('Create', { ns: 'titles' }) },
        ]}
      />
      {step === 0 && <RunChoices kind={kind} form={form} onReview={review} />}
      {step === 1 && body && (
        <RunReview
          body={body}
          creating={start.isPending}
          error={startError}
          onBack={() => setBody(null)}
          onCreate={() => void create()}
        />
      )}
      {step === 2 && runId && <RunResult runId={runId} onAnother={another} />}
      {step === 0 && <IssuedInvoices kind={kind} />}
    </Page>
  );
}

/** /accounting/invoices/non-clinical, and its Clinical choice (`?kind=clinical`: the rotation weeks' run) */
export function NonClinicalInvoicesPage() {
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'clinical' ? 'clinical' : 'non-clinical';
  // a wizard of its own per kind: switching starts step 1 afresh
  return <InvoiceRunWizard key={kind} kind={kind} choice />;
}
/** /accounting/invoices/housing */
export const HousingInvoicesPage = () => <InvoiceRunWizard kind="housing" />;
/** /accounting/invoices/due */
export const DueInvoicesPage = () => <InvoiceRunWizard kind="due" />;
