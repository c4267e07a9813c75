import { useState } from 'react';
import { Form, type FormInstance } from 'antd';
import type { z } from 'zod';
import { TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../../app/api';
import { toast } from '../../../../../app/bridge';

/** 'schools.0.gpa' -> ['schools', 0, 'gpa'] (antd's name path for nested and list fields). */
const namePath = (key: string) => key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * A step form with nested fields (addresses, lists of schools): the contracts schema checks the
 * values before sending, field errors (the client's or the server's, e.g. 'tests.0.score') land on
 * their fields and the first one gets the focus; the spec's toasts say how the save went.
 */
export function useStepForm<S extends z.ZodType>(schema: S, toasts: { ok: string; failed: string }) {
  const [form] = Form.useForm();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const showErrors = (f: FormInstance, errors: Record<string, string>) => {
    f.setFields(Object.entries(errors).map(([k, v]) => ({ name: namePath(k), errors: [v] })));
    const first = Object.keys(errors)[0];
    if (first) f.scrollToField(namePath(first), { focus: true, block: 'center' });
  };

  const submit =
    (shape: (values: Record<string, unknown>) => unknown, save: (data: z.output<S>) => Promise<unknown>) =>
    async () => {
      setFormError(null);
      const all = form.getFieldsValue(true) as Record<string, unknown>;
      form.setFields(form.getFieldsError().map((e) => ({ name: e.name, errors: [] })));
      const r = schema.safeParse(shape(all));
      if (!r.success) {
        const errors: Record<string, string> = {};
        for (const i of r.error.issues) errors[i.path.map(String).join('.') || '_'] ??= i.message;
        showErrors(form, errors);
        if (errors._) setFormError(errors._);
        return;
      }
      setSaving(true);
      try {
        await save(r.data);
        toast.success(toasts.ok);
      } catch (err) {
        if (err instanceof NetworkError) toast.error(TOASTS.serverUnreachable);
        else {
          toast.error(toasts.failed);
          if (err instanceof ApiError && err.fields) showErrors(form, err.fields);
          else setFormError(err instanceof Error ? err.message : 'Something went Wrong!');
        }
      } finally {
        setSaving(false);
      }
    };
  return { form, formError, saving, submit };
}
