import type { Validator } from 'react-admin';

/** The props of an authored HTML field (the lazy wrapper and the editor it loads share them). */
export interface HtmlInputProps {
  source: string;
  label: string;
  /** A translation key: what the field's HTML becomes when saved, in the screen's words. */
  helperText: string;
  validate?: Validator | Validator[];
}
