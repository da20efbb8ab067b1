import type { RegisterSetting } from '@playdeck/contract';
import { registerFieldError } from '@playdeck/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { PasswordInput } from '../../../shared/ui/form/password-input';
import type { TextInputProps } from '../../../shared/ui/form/text-input';
import { TextInput } from '../../../shared/ui/form/text-input';
import { useAgentRegister } from '../api/agent-register';
import { useRegisterSettings } from '../api/register-settings';
import { useFailure } from '../hooks/use-failure';
import type { ContactField } from '../lib/downline-fields';
import { contactFields } from '../lib/downline-fields';
import { AgentLoading } from './agent-states';
import '../../../shared/ui/form/form.css';

const FIELDS = ['member_account', 'password', 'member_name', 'member_phone', 'member_email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { member_account: '', password: '', member_name: '', member_phone: '', member_email: '' };

/** Each contact field's label (the registration's) and input hints. */
const CONTACT_INPUTS: Record<ContactField, { label: string } & Partial<TextInputProps>> = {
  member_name: { label: 'signup.member_name', autoComplete: 'off', maxLength: 50 },
  member_phone: { label: 'signup.member_phone', inputMode: 'tel', autoComplete: 'off', maxLength: 15 },
  member_email: { label: 'signup.member_email', type: 'email', autoComplete: 'off', maxLength: 254 },
};

/** The registration's own rules for what the agent typed, with the site's setting of each field. */
function localErrors(values: Values, currency: string, settings: Partial<Record<Field, RegisterSetting>>) {
  const errors: Record<string, string> = {};
  for (const field of FIELDS) {
    const key = registerFieldError(field, values[field], { currency, setting: settings[field] });
    if (key) errors[field] = t(key);
  }
  return errors;
}

/**
 * An agent registers a member straight into their downline: account and password, and the contact
 * details the site asks for in the agent's currency (required ones with them, the others optional). The
 * site's registration rules apply; on success the new account is shown and the form cleared.
 */
export function DownlineRegisterForm({ currency }: { currency: string }) {
  const settings = useRegisterSettings();
  const [values, setValues] = useState<Values>(EMPTY);
  const [created, setCreated] = useState<string | null>(null);
  const register = useAgentRegister();
  const failure = useFailure(FIELDS, 'register');
  if (settings.isPending) return <AgentLoading />;
  const fields = contactFields(settings.data?.list, currency);
  const set = (field: Field) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    failure.clear(field);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const errors = localErrors(values, currency, fields.settings);
    if (Object.keys(errors).length > 0) return failure.setFieldErrors(errors);
    const body: Parameters<typeof register.mutateAsync>[0] = {
      member_account: values.member_account.trim(),
      password: values.password,
    };
    for (const field of [...fields.required, ...fields.optional]) {
      if (values[field].trim()) body[field] = values[field].trim();
    }
    try {
      const reply = await register.mutateAsync(body);
      setCreated(reply.member_account);
      setValues(EMPTY);
      failure.clear();
    } catch (error) {
      setCreated(null);
      failure.show(error);
    }
  };
  const contact = (field: ContactField) => {
    const { label, ...input } = CONTACT_INPUTS[field];
    return (
      <TextInput
        key={field}
        {...input}
        label={t(label)}
        value={values[field]}
        onChange={set(field)}
        error={failure.fieldErrors[field]}
        showCount={false}
        aria-required={fields.required.includes(field) || undefined}
      />
    );
  };
  return (
    <form className="agt" onSubmit={(event) => void submit(event)} noValidate>
      <section className="agt-box" aria-labelledby="agt-register-title">
        <h2 id="agt-register-title" className="agt-subtitle">
          {t('agents.register.title')}
        </h2>
        <p className="agt-hint">{t('agents.register.text')}</p>
        {created && (
          <p className="agt-success" role="status">
            {t('agents.register.created', { account: created })}
          </p>
        )}
        <div className="agt-form-grid">
          <TextInput
            label={t('account')}
            value={values.member_account}
            onChange={set('member_account')}
            error={failure.fieldErrors.member_account}
            placeholder={t('signup.ph_account')}
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            showCount={false}
            aria-required
          />
          <PasswordInput
            label={t('password')}
            value={values.password}
            onChange={set('password')}
            error={failure.fieldErrors.password}
            placeholder={t('signup.ph_password')}
            autoComplete="new-password"
            maxLength={12}
            showCount={false}
            aria-required
          />
          {fields.required.map(contact)}
        </div>
        {fields.optional.length > 0 && (
          <>
            <h3 className="agt-minor-title">{t('agents.register.optional')}</h3>
            <div className="agt-form-grid">{fields.optional.map(contact)}</div>
          </>
        )}
        {failure.message && (
          <p className="agt-error" role="alert">
            {failure.message}
          </p>
        )}
        <button type="submit" className="btn btn--primary agt-submit" disabled={register.isPending}>
          {register.isPending ? t('agents.register.sending') : t('agents.register.submit')}
        </button>
      </section>
    </form>
  );
}
