import type { Validator } from 'react-admin';

/** The props of an authored HTML field (the lazy wrapper and the editor it loads share them). */
export interface HtmlInputProps {
  source: string;
  label: string;
  /** A translation key; the content screens' own help by default. */
  helperText?: string;
  validate?: Validator | Validator[];
}
