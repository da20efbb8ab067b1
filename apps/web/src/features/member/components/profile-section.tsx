import { useState } from 'react';
import type { ProfileEditField } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import type { FieldGroup, ShownField } from '../lib/profile-fields';
import { ProfileFieldEditor } from './profile-field-editor';

/** One group of the profile (personal or contact): a row per field, one of them open for editing at a time. */
export function ProfileSection({
  group,
  fields,
  currency,
}: {
  group: FieldGroup;
  fields: ShownField[];
  currency: string;
}) {
  const [editing, setEditing] = useState<ProfileEditField | null>(null);
  const titleId = `mc-group-${group}`;
  return (
    <section className="mc-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="mc-subtitle mc-box-head">
        {t(`member.info.group.${group}`)}
      </h2>
      <ul className="mc-rows">
        {fields.map((field) => {
          const label = t(`member.field.${field.name}`);
          const open = editing === field.name;
          return (
            <li key={field.name} className="mc-row">
              <span className="mc-row-label">{label}</span>
              <span className={`mc-row-value${field.value ? '' : ' mc-row-value--empty'}`}>
                {field.value || t('member.info.not_set')}
              </span>
              <span className="mc-row-side">
                {field.editable && !open && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={t(field.value ? 'member.info.edit_field' : 'member.info.add_field', { field: label })}
                    onClick={() => setEditing(field.name)}
                  >
                    {t(field.value ? 'member.info.edit' : 'member.info.add')}
                  </button>
                )}
              </span>
              {open && (
                <ProfileFieldEditor field={field} label={label} currency={currency} onDone={() => setEditing(null)} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
