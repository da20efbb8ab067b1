import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import './form.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shows `n/max` under the field when maxLength is set (a word count). */
  showCount?: boolean;
  /** Visually hides the label (it stays for screen readers). */
  hideLabel?: boolean;
  /** Something drawn at the end of the field (an eye toggle, a captcha image). */
  addon?: ReactNode;
}

/** A labelled text field with maxlength, a live character count and an error line. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  showCount = true,
  hideLabel,
  addon,
  maxLength,
  ...rest
}: TextInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const hasHint = !!error || (showCount && !!maxLength);
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field-label'}>
        {label}
      </label>
      <div className="field-control">
        <input
          id={id}
          className="field-input"
          value={value}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasHint ? hintId : undefined}
          onChange={(event) => onChange(maxLength ? event.target.value.slice(0, maxLength) : event.target.value)}
          {...rest}
        />
        {addon}
      </div>
      {hasHint && (
        <div id={hintId} className="field-hint">
          <span className="field-error" role={error ? 'alert' : undefined}>
            {error}
          </span>
          {showCount && maxLength ? (
            <span className="field-count">
              {[...value].length}/{maxLength}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}
