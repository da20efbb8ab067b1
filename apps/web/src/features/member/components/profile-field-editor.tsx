import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useProfileEdit } from '../api/profile-edit';
import type { ShownField } from '../lib/profile-fields';
import { editBody, fieldProblem, isChanged, needsPhoneCode, phoneCodeProblem } from '../lib/profile-fields';
import type { ProfileFailure } from '../lib/profile-errors';
import { profileFailure } from '../lib/profile-errors';
import { PhoneCodeField } from './phone-code-field';

type Errors = Partial<Record<ProfileFailure['at'], string>>;

const INPUT: Partial<Record<ShownField['name'], { type?: string; inputMode?: 'email' | 'tel'; maxLength: number }>> = {
  member_email: { type: 'email', inputMode: 'email', maxLength: 100 },
  member_phone: { type: 'tel', inputMode: 'tel', maxLength: 15 },
  member_birthday: { type: 'date', maxLength: 10 },
  member_name: { maxLength: 50 },
  identity_id: { maxLength: 32 },
  member_others: { maxLength: 100 },
};

/**
 * One profile field opened for a change: checked with the registration rules first, then sent alone (with
 * the SMS code when the site verifies a new phone). The server's refusal shows under the value or the code.
 */
export function ProfileFieldEditor({
  field,
  label,
  currency,
  onDone,
}: {
  field: ShownField;
  label: string;
  currency: string;
  onDone: () => void;
}) {
  const [value, setValue] = useState(field.value);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const edit = useProfileEdit();
  const input = INPUT[field.name] ?? { maxLength: 50 };
  const askCode = needsPhoneCode(field, value);
  const valueError = () => {
    const problem = fieldProblem(field, value, currency);
    return problem ? t(problem) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending) return;
    if (!isChanged(field, value)) return onDone();
    const codeProblem = askCode ? phoneCodeProblem(code) : null;
    const found: Errors = { value: valueError(), code: codeProblem ? t(codeProblem) : undefined };
    setErrors(found);
    if (found.value || found.code) return;
    try {
      await edit.mutateAsync(editBody(field, value, code));
      toast.success(t('member.info.saved', { field: label }));
      onDone();
    } catch (error) {
      const failure = profileFailure(error, field.name);
      if (failure) setErrors({ [failure.at]: failure.text ?? t(failure.key ?? 'member.err.unknown') });
    }
  };

  return (
    <form className="mc-edit" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      {errors.form && (
        <p className="mc-error" role="alert">
          {errors.form}
        </p>
      )}
      <TextInput
        label={t('member.info.new_value', { field: label })}
        value={value}
        onChange={(next) => {
          setValue(next);
          setErrors({});
        }}
        type={input.type}
        inputMode={input.inputMode}
        maxLength={input.maxLength}
        showCount={false}
        max={field.name === 'member_birthday' ? new Date().toISOString().slice(0, 10) : undefined}
        autoFocus
        error={errors.value}
      />
      {askCode && (
        <PhoneCodeField
          phone={value.trim()}
          code={code}
          onCode={(next) => {
            setCode(next);
            setErrors((old) => ({ ...old, code: undefined }));
          }}
          checkPhone={() => {
            const problem = valueError();
            setErrors((old) => ({ ...old, value: problem }));
            return !problem;
          }}
          error={errors.code}
          onError={(text) => setErrors((old) => ({ ...old, code: text }))}
        />
      )}
      <div className="mc-edit-actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={edit.isPending}>
          {edit.isPending ? t('member.saving') : t('member.save')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone} disabled={edit.isPending}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
