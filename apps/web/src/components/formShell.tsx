import type { ReactNode } from 'react';
import type { FormProps } from 'antd';

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
    Submit
  </button>
);
