import { useCallback, useMemo, useRef, useState } from 'react';
import { Form, type FormProps } from 'antd';
import type { z } from 'zod';
import { TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../app/api';
import { toast } from '../app/bridge';
import { isRequired, normalizeBlanks, shapeOf, toFieldErrors, type FieldErrors, type Values } from './zodCore';

/**
 * Forms validated by the contracts' zod schema (one rule, one message, shared with the server):
 * - nothing is red until the first submit attempt; after it, fields re-check as the user types;
 * - the first field in error gets the focus;
 * - `required(name)` tells Form.Item to show the asterisk (a field the schema refuses when empty);
 * - a server 400 `fields` map lands on the matching fields; other messages show above the form.
 */
export interface ZodFormOptions {
  /** shapes the form's values into the schema's input (e.g. numbers from selects) */
  toInput?: (values: Values) => Values;
}

export function useZodForm<S extends z.ZodType>(schema: S, opts: ZodFormOptions = {}) {
  const [form] = Form.useForm();
  const attempted = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const shape = useMemo(() => shapeOf(schema), [schema]);
  const names = useMemo(() => Object.keys(shape ?? {}), [shape]);
  const { toInput } = opts;

  const parse = useCallback(
    (values: Values) => {
      const input = normalizeBlanks(toInput ? toInput(values) : values, shape);
      return schema.safeParse(input);
    },
    [schema, shape, toInput],
  );

  /** Puts errors on the fields the form shows; returns the messages for fields it does not show. */
  const show = useCallback(
    (errors: FieldErrors): string[] => {
      const registered = new Set(form.getFieldsError().map((f) => String(f.name[0])));
      const targets = new Set([...names, ...Object.keys(errors)].filter((n) => registered.has(n)));
      form.setFields([...targets].map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
      return Object.entries(errors)
        .filter(([k]) => !registered.has(k))
        .map(([, v]) => v);
    },
    [form, names],
  );

  const focusFirstError = useCallback(() => {
    const first = form.getFieldsError().find((f) => f.errors.length);
    if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
  }, [form]);

  /** Maps a failed request onto the form. Network failures keep the form as typed and toast why. */
  const applyServerError = useCallback(
    (err: unknown) => {
      if (err instanceof NetworkError) {
        toast.error(TOASTS.serverUnreachable);
        return;
      }
      if (err instanceof ApiError) {
        const stray = err.fields ? show(err.fields) : [];
        if (err.fields && Object.keys(err.fields).length > stray.length) focusFirstError();
        setFormError(stray.length ? stray.join(' ') : err.fields ? null : err.message);
        return;
      }
      setFormError('Something went Wrong!');
    },
    [show, focusFirstError],
  );

  /** The submit handler: validate, then hand the parsed data to `onValid`; its failures go onto the form. */
  const submit = useCallback(
    (onValid: (data: z.output<S>) => Promise<unknown> | unknown) => async () => {
      attempted.current = true;
      setFormError(null);
      const r = parse(form.getFieldsValue(true));
      if (!r.success) {
        const stray = show(toFieldErrors(r.error.issues));
        if (stray.length) setFormError(stray.join(' '));
        focusFirstError();
        return;
      }
      show({});
      setSubmitting(true);
      try {
        await onValid(r.data);
      } catch (err) {
        applyServerError(err);
      } finally {
        setSubmitting(false);
      }
    },
    [parse, form, show, focusFirstError, applyServerError],
  );

  const onValuesChange = useCallback(() => {
    if (!attempted.current) return;
    const r = parse(form.getFieldsValue(true));
    show(r.success ? {} : toFieldErrors(r.error.issues));
  }, [parse, form, show]);

  /** Does the schema refuse this field empty? (for the asterisk) */
  const required = useCallback((name: string) => isRequired(shape, name), [shape]);

  const reset = useCallback(
    (values?: Values) => {
      attempted.current = false;
      setFormError(null);
      form.resetFields();
      if (values) form.setFieldsValue(values);
    },
    [form],
  );

  const formProps: FormProps = {
    form,
    layout: 'vertical',
    onValuesChange,
    requiredMark: true,
    scrollToFirstError: false,
  };
  return { form, formProps, submit, submitting, formError, setFormError, required, applyServerError, reset };
}
