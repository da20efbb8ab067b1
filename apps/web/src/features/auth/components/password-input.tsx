import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import type { TextInputProps } from '../../../shared/ui/form/text-input';
import { TextInput } from '../../../shared/ui/form/text-input';
import { Icon } from '../../../shared/ui/icons';

/** A password field with a show/hide toggle (hidden again whenever the field is drawn anew). */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field-addon"
          aria-pressed={visible}
          aria-label={t('show_password')}
          onClick={() => setVisible(!visible)}
        >
          <Icon name={visible ? 'eye' : 'eyeOff'} />
        </button>
      }
    />
  );
}
