import { useCallback, useMemo, useRef, useState } from 'react';
import { Form, type FormProps } from 'antd';
import type { z } from 'zod';
import { TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../app/api';
import { toast } from '../app/bridge';
import i18n, { translateMessage } from '../app/i18n';
import {
  isRequired,
  normalizeBlanks,
  placeErrors,
  shapeOf,
  toPathErrors,
  type FieldErrors,
  type Values,
} from './zodCore';

/**
 * Forms validated by the contracts' zod schema (one rule, one message, shared with the server):
 * - nothing is red until the first submit attempt; after it, fields re-check as the user types;
 * - the first field in error gets the focus;
 * - `required(name)` tells Form.Item to show the asterisk (a field the schema refuses when empty);
 * - a message lands on the deepest field the form shows on its path (a Form.List line's own field, else the
 *   list, else the top-level field); a server 400 `fields` map likewise; other messages show above the form;
 * - every field in error is flagged at once (the schema's and the `also` checks' together);
 * - the browser's own validation is off (noValidate): its bubbles would speak before our messages;
 * - the messages (the contracts' English) show in the chosen language (translateMessage).
 */
export interface ZodFormOptions {
  /** shapes the form's values into the schema's input (e.g. numbers from selects) */
  toInput?: (values: Values) => Values;
  /**
   * Checks of fields the schema does not hold (the chosen files of an upload): each returns its message
   * or null. They run with the schema on every submit, so an empty required field is flagged together
   * with the others instead of after them.
   *   useZodForm(schema, { also: { files: (v) => (v.files?.length ? null : 'Choose at least one file') } })
   */
  also?: Record<string, (values: Values) => string | null | undefined>;
}

export function useZodForm<S extends z.ZodType>(schema: S, opts: ZodFormOptions = {}) {
  const [form] = Form.useForm();
  const attempted = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const shape = useMemo(() => shapeOf(schema), [schema]);
  const { toInput, also } = opts;
  const alsoRef = useRef(also);
  alsoRef.current = also;

  /** The schema's answer and the extra checks', together: the data, or every field's error at once. */
  const parse = useCallback(
    (values: Values): { success: true; data: z.output<S> } | { success: false; errors: FieldErrors } => {
      const input = normalizeBlanks(toInput ? toInput(values) : values, shape);
      const r = schema.safeParse(input);
      const errors: FieldErrors = r.success ? {} : toPathErrors(r.error.issues);
      for (const [name, check] of Object.entries(alsoRef.current ?? {})) {
        const message = check(values);
        if (message) errors[name] ??= message;
      }
      return r.success && Object.keys(errors).length === 0
        ? { success: true, data: r.data }
        : { success: false, errors };
    },
    [schema, shape, toInput],
  );

  /** Puts errors on the fields the form shows; returns the messages for fields it does not show. */
  const show = useCallback(
    (errors: FieldErrors): string[] => {
      const registered = new Map(form.getFieldsError().map((f) => [f.name.join('.'), f.name] as const));
      const { onField, stray } = placeErrors(errors, new Set(registered.keys()));
      // every field the form shows: its message, or none (a fixed field loses its old one)
      form.setFields(
        [...registered.keys()].map((key) => {
          const message = onField.get(key);
          return { name: registered.get(key)!, errors: message ? [translateMessage(message)] : [] };
        }),
      );
      return stray.map(translateMessage);
    },
    [form],
  );

  const focusFirstError = useCallback(() => {
    const first = form.getFieldsError().find((f) => f.errors.length);
    if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
  }, [form]);

  /** Maps a failed request onto the form. Network failures keep the form as typed and toast why. */
  const applyServerError = useCallback(
    (err: unknown) => {
      if (err instanceof NetworkError) {
        toast.error(translateMessage(TOASTS.serverUnreachable));
        return;
      }
      if (err instanceof ApiError) {
        const stray = err.fields ? show(err.fields) : [];
        if (err.fields && Object.keys(err.fields).length > stray.length) focusFirstError();
        setFormError(stray.length ? stray.join(' ') : err.fields ? null : translateMessage(err.message));
        return;
      }
      setFormError(i18n.t('error.generic'));
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
        const stray = show(r.errors);
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
    show(r.success ? {} : r.errors);
  }, [parse, form, show]);

  /** Does the schema refuse this field empty? (for the asterisk; a field of `also` is marked by its Form.Item) */
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
    // the app's messages only: no browser bubbles (an email field's own check stopped Enter before ours)
    noValidate: true,
    layout: 'vertical',
    onValuesChange,
    requiredMark: true,
    scrollToFirstError: false,
  };
  /** what a FormModal or FormDrawer shows of the form: `<FormModal open onClose onSubmit {...f.shellProps}>` */
  const shellProps = { submitting, formError, formProps };
  return {
    form,
    formProps,
    shellProps,
    submit,
    submitting,
    formError,
    setFormError,
    required,
    applyServerError,
    reset,
  };
}
