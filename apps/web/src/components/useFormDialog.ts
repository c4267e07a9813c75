import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { FormShellProps } from './formShell';
import { saveWithToasts } from './saveWithToasts';
import { useZodForm, type ZodFormOptions } from './useZodForm';
import type { Values } from './zodCore';

export interface FormDialogOptions<S extends z.ZodType, R> extends ZodFormOptions {
  open: boolean;
  onClose: () => void;
  /** the values the form starts from at each opening (undefined: empty) */
  values?: () => Values | undefined;
  /** what the values come from (the edited row): when it changes while open, the form starts again from it */
  source?: unknown;
  /** what the schema cannot check (files picked beside the values): false keeps the dialog open, unsaved */
  ready?: (data: z.output<S>) => boolean;
  /** sends the checked data */
  save: (data: z.output<S>) => Promise<R>;
  /** the spec's toasts for the save */
  toasts: { ok: string; failed: string };
  /** after a save, once the dialog is closed, with what the save answered */
  onSaved?: (result: R) => void;
}

/**
 * An add/edit form in a FormModal or FormDrawer (useZodForm's checks and errors): it starts from
 * `values` at each opening, saves with the spec's toasts, then closes. Spread `shell` on the dialog:
 *
 *   const f = useFormDialog(groupInput, { open, onClose, source: group, values: () => ..., save, toasts });
 *   <FormModal {...f.shell} title="Add group">...</FormModal>
 */
export function useFormDialog<S extends z.ZodType, R = unknown>(
  schema: S,
  { open, onClose, values, source, ready, save, toasts, onSaved, ...options }: FormDialogOptions<S, R>,
) {
  const f = useZodForm(schema, options);
  const { reset } = f;
  const start = useRef(values);
  start.current = values;
  useEffect(() => {
    if (open) reset(start.current?.());
  }, [open, source, reset]);

  const onSubmit = f.submit(async (data) => {
    if (ready && !ready(data)) return;
    let result: R | undefined;
    await saveWithToasts(async () => {
      result = await save(data);
    }, toasts);
    onClose();
    onSaved?.(result as R);
  });
  const shell: Omit<FormShellProps, 'title' | 'children'> = {
    open,
    onClose,
    onSubmit,
    submitting: f.submitting,
    formError: f.formError,
    formProps: f.formProps,
  };
  return { ...f, onSubmit, shell };
}
