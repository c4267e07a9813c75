import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../app/api';
import { toast } from '../app/bridge';
import i18n, { translateMessage } from '../app/i18n';
import { isRequired, normalizeBlanks, shapeOf, toFieldErrors, type FieldErrors, type Values } from './zodCore';

/**
 * useZodForm's rules (zod schema from contracts, red only after a submit attempt, focus on the first
 * error, required marks, server `fields` onto the fields) without antd's Form: for the sign-in screens,
 * whose JavaScript must stay small. Inputs are plain elements (see LightFields).
 */
export interface LightField {
  id: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  ref: (el: HTMLInputElement | null) => void;
  error?: string;
  required: boolean;
}

export function useLightForm<S extends z.ZodType>(schema: S, opts: { toInput?: (v: Values) => Values } = {}) {
  const shape = useMemo(() => shapeOf(schema), [schema]);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const { toInput } = opts;

  const validate = useCallback(
    (v: Values) => schema.safeParse(normalizeBlanks(toInput ? toInput(v) : v, shape)),
    [schema, shape, toInput],
  );

  /** Shows errors on the fields on screen; returns the messages that belong to none of them. */
  const show = useCallback((errs: FieldErrors): string[] => {
    const own: FieldErrors = {};
    const stray: string[] = [];
    for (const [k, v] of Object.entries(errs)) {
      if (inputs.current.has(k)) own[k] = v;
      else stray.push(v);
    }
    setErrors(own);
    const first = [...inputs.current.entries()]
      .filter(([k]) => own[k])
      .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    first?.[1].focus();
    return stray;
  }, []);

  const field = useCallback(
    (name: string): LightField => ({
      id: name,
      name,
      value: String(values[name] ?? ''),
      onChange: (e) => {
        const next = { ...values, [name]: e.target.value };
        setValues(next);
        if (attempted.current) {
          const r = validate(next);
          setErrors(
            r.success
              ? {}
              : Object.fromEntries(
                  Object.entries(toFieldErrors(r.error.issues)).filter(([k]) => inputs.current.has(k)),
                ),
          );
        }
      },
      ref: (el) => {
        if (el) inputs.current.set(name, el);
        else inputs.current.delete(name);
      },
      error: errors[name] && translateMessage(errors[name]),
      required: isRequired(shape, name),
    }),
    [values, errors, validate, shape],
  );

  const applyServerError = useCallback(
    (err: unknown) => {
      if (err instanceof NetworkError) {
        toast.error(translateMessage(TOASTS.serverUnreachable));
        return;
      }
      if (err instanceof ApiError) {
        const stray = err.fields ? show(err.fields) : [];
        setFormError(
          stray.length ? stray.map(translateMessage).join(' ') : err.fields ? null : translateMessage(err.message),
        );
        return;
      }
      setFormError(i18n.t('error.generic'));
    },
    [show],
  );

  const submit = useCallback(
    (onValid: (data: z.output<S>) => Promise<unknown> | unknown) => async (e?: FormEvent) => {
      e?.preventDefault();
      attempted.current = true;
      setFormError(null);
      const r = validate(values);
      if (!r.success) {
        const stray = show(toFieldErrors(r.error.issues));
        if (stray.length) setFormError(stray.join(' '));
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(r.data);
      } catch (err) {
        applyServerError(err);
      } finally {
        setSubmitting(false);
      }
    },
    [validate, values, show, applyServerError],
  );

  return { field, submit, submitting, formError, values };
}
