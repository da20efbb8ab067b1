import type { MessageKey, MessageRef } from './catalog.js';
import { msg } from './catalog.js';

/** Zod's issue codes, each with a translated sentence; the field is named by its wire name. */
const RULE_KEYS: Record<string, MessageKey> = {
  unrecognized_keys: 'validation.unknown_field',
  invalid_type: 'validation.invalid_type',
  too_small: 'validation.too_small',
  too_big: 'validation.too_big',
  invalid_format: 'validation.invalid_format',
  invalid_string: 'validation.invalid_format',
  invalid_value: 'validation.invalid_value',
  invalid_enum_value: 'validation.invalid_value',
};

/** The message of a 400 that names the field and the broken rule, in any locale. */
export function validationMessage(field: string, rule: string): MessageRef {
  return msg(RULE_KEYS[rule] ?? 'validation.invalid', { field });
}
