import type { CSSProperties, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import type { LeadTab } from '@caduceus/contracts';
import { FormError } from '../../../../../components/FormError';
import { QueryState } from '../../../../../components/QueryState';
import type { LeadTabProps } from '../registry';
import { StepLayout } from './StepLayout';
import type { useStepForm } from './stepForm';

/** What every step's GET answers besides its data. */
interface StepAnswer {
  locked: boolean;
  savedAt?: string | null;
  savedByName?: string | null;
}

interface StepFormProps<V extends StepAnswer> extends Pick<LeadTabProps, 'leadId' | 'header' | 'readOnly'> {
  current: LeadTab;
  query: UseQueryResult<V, Error>;
  step: Pick<ReturnType<typeof useStepForm>, 'form' | 'formError' | 'saving'>;
  /** the form's values when it opens, from the step's answer */
  initialValues: (v: V) => object;
  /** step.submit(shape, save) */
  onFinish: () => Promise<void>;
  style?: CSSProperties;
  /** the save button set apart from the fields (below the lists of a step) */
  saveApart?: boolean;
  /** the step's fields; `disabled` when the viewer may not change them or the application is submitted */
  children: (v: V, disabled: boolean) => ReactNode;
}

/**
 * One step of the application: loading and error states, the steps bar and who saved it, then the
 * step's form (read only once submitted or without the edit right) with its error and Save button.
 */
export function StepForm<V extends StepAnswer>({
  leadId,
  header,
  readOnly,
  current,
  query,
  step,
  initialValues,
  onFinish,
  style,
  saveApart,
  children,
}: StepFormProps<V>) {
  return (
    <QueryState query={query}>
      {(v) => {
        const disabled = readOnly || v.locked;
        const save = (
          <Button type="primary" htmlType="submit" loading={step.saving}>
            Save
          </Button>
        );
        return (
          <StepLayout
            leadId={leadId}
            current={current}
            tabs={header.tabs}
            savedAt={v.savedAt}
            savedByName={v.savedByName}
          >
            <Form
              form={step.form}
              layout="vertical"
              disabled={disabled}
              style={style}
              initialValues={initialValues(v)}
              onFinish={onFinish}
            >
              {children(v, disabled)}
              <FormError message={step.formError} />
              {!disabled && (saveApart ? <div style={{ marginTop: 16 }}>{save}</div> : save)}
            </Form>
          </StepLayout>
        );
      }}
    </QueryState>
  );
}
