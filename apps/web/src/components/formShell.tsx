import i18n from '../app/i18n';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Form, type FormProps } from 'antd';
import { FormError } from './FormError';

export interface FormShellProps {
  open: boolean;
  title: string;
  okText?: string;
  onClose: () => void;
  /** the submit handler from useZodForm().submit(...) */
  onSubmit: () => void | Promise<void>;
  submitting?: boolean;
  formError?: string | null;
  formProps: FormProps;
  children: ReactNode;
  width?: number;
}

/** Lets Enter submit: forms need a submit button, which the modal's own footer is not. */
export const ImplicitSubmit = () => (
  <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
    {i18n.t('action.submit')}
  </button>
);

/** The form inside a FormModal or FormDrawer: its error above, the fields, Enter to submit. */
export function FormBody({
  formError,
  formProps,
  onSubmit,
  children,
}: Pick<FormShellProps, 'formError' | 'formProps' | 'onSubmit' | 'children'>) {
  return (
    <>
      <FormError message={formError} />
      <Form noValidate {...formProps} onFinish={() => void onSubmit()}>
        {children}
        <ImplicitSubmit />
      </Form>
    </>
  );
}

/**
 * antd's dialogs and drawers give the focus back to what opened them when their closing animation ends,
 * whatever the user did meanwhile: someone who closed a drawer and went on typing in the list's search
 * box found the focus pulled back to the row's link (Enter then opened the drawer again instead of
 * searching). This gives the focus back only when it is still in the closed layer or nowhere; pass
 * `focusable={NO_FOCUS_RETURN}` and `afterOpenChange={returnFocus}` to the Modal or Drawer.
 *
 *   const returnFocus = useFocusReturn(open);
 *   <Drawer open={open} focusable={NO_FOCUS_RETURN} afterOpenChange={returnFocus} ...>
 */
export function useFocusReturn(open: boolean): (visible: boolean) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback((visible: boolean) => {
    if (visible) return;
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected && focusIsLost()) back.focus({ preventScroll: true });
  }, []);
}

/** antd's own focus return off (useFocusReturn does it). */
export const NO_FOCUS_RETURN = { focusTriggerAfterClose: false } as const;

/** Is the focus nowhere the user put it: on the page's body, or on something hidden (the closed layer)? */
export function focusIsLost(active: Element | null = document.activeElement): boolean {
  if (!active || active === document.body || active === document.documentElement) return true;
  return !isShown(active);
}

const isShown = (el: Element) =>
  typeof (el as HTMLElement).checkVisibility === 'function'
    ? (el as HTMLElement).checkVisibility()
    : (el as HTMLElement).offsetParent !== null;
