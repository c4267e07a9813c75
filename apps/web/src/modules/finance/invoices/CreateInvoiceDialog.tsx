import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { createInvoiceInput } from '@caduceus/contracts';
import { ApiError } from '../../../app/api';
import { translateMessage, translateTitle } from '../../../app/i18n';
import { FormModal } from '../../../components/FormModal';
import { LookupSelect } from '../../../components/LookupSelect';
import { useFormDialog } from '../../../components/useFormDialog';
import type { Values } from '../../../components/zodCore';
import { useInvoiceTypes, useInvoiceWrites } from './api';
import { DateItem } from '../shared/DateItem';
import { MoneyLines } from '../shared/MoneyLines';
import { fieldEntries, newIdempotencyKey, splitLineErrors, todayIso, type LineError } from './invoiceRules';

type Line = { feeHeadId?: number | null; description?: string; amount?: string };
const blankLine = (): Line => ({ feeHeadId: null, description: '', amount: '' });

/** The form's values as the contracts' createInvoiceInput reads them: the lines are its items. */
const toInput = (v: Values): Values => {
  const { lines, ...rest } = v as Values & { lines?: Line[] };
  return {
    ...rest,
    items: (lines ?? []).map((l) => ({
      feeHeadId: l.feeHeadId ?? undefined,
      description: l.description?.trim() ? l.description : null,
      amount: l.amount ?? '',
    })),
  };
};

/**
 * Creates an invoice: its type (the student's billed types first), title, semester, invoice and due dates,
 * and its items (a fee head and an amount each; lines added and removed, the total shown as typed). The
 * contracts' schema checks it, each line's errors on the line. One Idempotency-Key per opening: a double
 * click or a retry never makes two invoices.
 */
export function CreateInvoiceDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { create } = useInvoiceWrites(studentId);
  const types = useInvoiceTypes(studentId, open);
  const key = useMemo(() => (open ? newIdempotencyKey() : ''), [open]);
  const attempted = useRef(false);

  const f = useFormDialog(createInvoiceInput, {
    open,
    onClose,
    values: () => {
      attempted.current = false;
      return { invoiceDate: todayIso(), lines: [blankLine()] };
    },
    toInput,
    save: async (body) => {
      try {
        return await create.mutateAsync({ body, key });
      } catch (err) {
        // the server's line errors ("items.0.feeHeadId") on their lines; the others to the form as usual
        if (err instanceof ApiError && err.fields) {
          const { lines, rest } = splitLineErrors(fieldEntries(err.fields));
          showLineErrors(lines, true);
          throw new ApiError(err.status, err.code, err.message, rest);
        }
        throw err;
      }
    },
    toasts: {
      ok: t('Invoice Created Successfully', { ns: 'titles' }),
      failed: t('Failed to create the invoice. Try again!', { ns: 'titles' }),
    },
  });
  const { form } = f;

  /** Puts each line's errors on its fields (and clears the others); focuses the first when asked. */
  function showLineErrors(errors: LineError[], focus: boolean) {
    const current = (form.getFieldValue('lines') as Line[] | undefined) ?? [];
    const names = current.flatMap((_, n) =>
      (['feeHeadId', 'description', 'amount'] as const).map((k) => ['lines', n, k]),
    );
    form.setFields(
      names.map((name) => ({
        name,
        errors: errors.filter((e) => e.name.join('.') === name.join('.')).map((e) => translateMessage(e.message)),
      })),
    );
    if (focus && errors[0]) form.scrollToField(errors[0].name, { focus: true, block: 'center' });
  }
  /** The schema's verdict on the lines alone (the other fields are useZodForm's). */
  const checkLines = (focus: boolean) => {
    const r = createInvoiceInput.safeParse(toInput(form.getFieldsValue(true) as Values));
    const { lines: errs } = splitLineErrors(r.success ? [] : r.error.issues);
    showLineErrors(errs, focus);
    return errs;
  };
  const onSubmit = async () => {
    attempted.current = true;
    const errs = checkLines(true);
    await f.onSubmit();
    // the lines' own errors stand on the lines, not again above the form
    if (errs.length) f.setFormError(null);
  };
  const formProps = {
    ...f.formProps,
    onValuesChange: (changed: Values, all: Values) => {
      f.formProps.onValuesChange?.(changed, all);
      if (attempted.current) checkLines(false);
    },
  };

  const typeOptions = (types.data?.items ?? []).map((o) => ({
    value: o.value,
    label: o.billed ? t('{{type}} (billed)', { ns: 'titles', type: translateTitle(o.label) }) : translateTitle(o.label),
  }));
  return (
    <FormModal
      {...f.shell}
      formProps={formProps}
      onSubmit={onSubmit}
      width={820}
      title={t('Create invoice', { ns: 'titles' })}
      okText={t('Create invoice', { ns: 'titles' })}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('Invoice type', { ns: 'titles' })} required={f.required('type')}>
            <Select
              id="type"
              showSearch={{ optionFilterProp: 'label' }}
              loading={types.isPending}
              options={typeOptions}
              placeholder={t('Choose an invoice type', { ns: 'titles' })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="semesterId" label={t('Semester', { ns: 'titles' })} required={f.required('semesterId')}>
            <LookupSelect table="semester" id="semesterId" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="title" label={t('Title', { ns: 'titles' })} required={f.required('title')}>
            <Input id="title" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <DateItem id="invoiceDate" name="invoiceDate" label={t('Invoice date', { ns: 'titles' })} />
        </Col>
        <Col xs={24} md={12}>
          <DateItem
            id="dueDate"
            name="dueDate"
            label={t('Due date', { ns: 'titles' })}
            required={f.required('dueDate')}
          />
        </Col>
      </Row>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('Items', { ns: 'titles' })}
      </Typography.Title>
      <MoneyLines form={form} noun="item" blank={blankLine} feeHead />
    </FormModal>
  );
}
