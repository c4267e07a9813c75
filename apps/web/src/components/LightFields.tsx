import { useTranslation } from 'react-i18next';
import { translateTitle } from '../app/i18n';
import { useState, type ReactNode } from 'react';
import type { LightField } from './useLightForm';

/**
 * Plain, accessible form controls for the sign-in screens, styled like the antd ones through the theme
 * variables their card sets (base.css, .lf-*). A label for every field, the asterisk for required ones,
 * the error in red under the field and tied to it with aria-describedby.
 */
interface TextFieldProps {
  field: LightField;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  hint?: ReactNode;
}

export function TextField({ field, label, type = 'text', autoComplete, autoFocus, hint }: TextFieldProps) {
  const [shown, setShown] = useState(false);
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'en' ? label.toLowerCase() : translateTitle(label);
  const { error, required, ...input } = field;
  const describedBy =
    [error ? `${field.id}-error` : null, hint ? `${field.id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`lf-item${error ? ' has-error' : ''}`}>
      <label htmlFor={field.id} className="lf-label">
        {required && (
          <span className="lf-req" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="lf-control">
        <input
          {...input}
          className={type === 'password' ? 'lf-input lf-input-pw' : 'lf-input'}
          type={type === 'password' && shown ? 'text' : type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          spellCheck={false}
        />
        {type === 'password' && (
          <button
            type="button"
            className="lf-reveal"
            aria-pressed={shown}
            aria-label={shown ? t('field.hideValue', { label: name }) : t('field.showValue', { label: name })}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t('action.hide') : t('action.show')}
          </button>
        )}
      </div>
      {hint && (
        <div id={`${field.id}-hint`} className="lf-hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${field.id}-error`} className="lf-error">
          {error}
        </div>
      )}
    </div>
  );
}

export function SubmitButton({ loading, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="lf-btn" disabled={loading} aria-busy={loading || undefined}>
      {loading && <span className="lf-btn-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function Notice({ type, children }: { type: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={`lf-notice lf-notice-${type}`}>
      {children}
    </div>
  );
}
