import { useId, useRef } from 'react';
import './digit-boxes.css';
import './form.css';

export interface DigitBoxesProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of one box ("Digit 2 of 4"), in the caller's catalog. */
  boxLabel: (n: number, total: number) => string;
  length?: number;
  error?: string;
  /** Marks the label as required (the form explains the mark). */
  required?: boolean;
}

/**
 * A short numeric secret (the four-digit withdrawal password) as one box per digit: typing moves on,
 * Backspace on an empty box moves back, a paste fills the boxes. The value is the digits joined.
 */
export function DigitBoxes({ label, value, onChange, boxLabel, length = 4, error, required }: DigitBoxesProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');
  const put = (index: number, typed: string) => {
    const clean = typed.replace(/\D/g, '');
    const next = [...digits];
    let at = index;
    if (!clean) next[index] = '';
    for (const digit of clean.slice(0, length - index)) next[at++] = digit;
    onChange(next.join('').slice(0, length));
    if (clean) boxes.current[Math.min(at, length - 1)]?.focus();
  };
  return (
    <fieldset
      className={`field digit-field${error ? ' field--error' : ''}${required ? ' field--required' : ''}`}
      aria-describedby={`${id}-hint`}
    >
      <legend className="field-label">{label}</legend>
      <div className="digit-boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className="digit-box"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={length}
            value={digit}
            aria-label={boxLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => put(index, event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && !digit && index > 0) boxes.current[index - 1]?.focus();
            }}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <div id={`${id}-hint`} className="field-hint">
        <span className="field-error" role={error ? 'alert' : undefined}>
          {error}
        </span>
      </div>
    </fieldset>
  );
}
