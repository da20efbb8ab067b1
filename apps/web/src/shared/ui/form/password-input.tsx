import { useState } from 'react';
import { t } from '../../i18n/translate';
import type { TextInputProps } from './text-input';
import { TextInput } from './text-input';
import { Icon } from '../icons';

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
