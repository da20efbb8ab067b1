import { AGENT_LINKS_MAX } from '../lib/contract-values';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { TextInput } from '../../../shared/ui/form/text-input';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAgentLinkCreate } from '../api/agent-link-create';
import { useFailure } from '../hooks/use-failure';

const NAME_MAX = 40;

/** Adds a link under a name the agent chooses (where they will share it); at most AGENT_LINKS_MAX. */
export function LinkCreateForm({ count }: { count: number }) {
  const [name, setName] = useState('');
  const create = useAgentLinkCreate();
  const failure = useFailure(['name']);
  const full = count >= AGENT_LINKS_MAX;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || full) return;
    const wanted = name.trim();
    if (!wanted) return failure.setFieldErrors({ name: t('agents.links.name_required') });
    try {
      const link = await create.mutateAsync(wanted);
      setName('');
      toast.success(t('agents.links.added', { name: link.name }));
    } catch (error) {
      failure.show(error, { max: AGENT_LINKS_MAX });
    }
  };
  return (
    <form className="agt-box agt-link-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="agt-subtitle">{t('agents.links.add_title')}</h2>
      <p className="agt-hint">
        {full
          ? t('agents.err.link_limit', { max: AGENT_LINKS_MAX })
          : t('agents.links.add_text', { count, max: AGENT_LINKS_MAX })}
      </p>
      <div className="agt-inline-form">
        <TextInput
          label={t('agents.links.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            failure.clear('name');
          }}
          maxLength={NAME_MAX}
          placeholder={t('agents.links.name_placeholder')}
          error={failure.fieldErrors.name}
          disabled={full}
          autoComplete="off"
        />
        <button type="submit" className="btn btn--primary agt-inline-button" disabled={create.isPending || full}>
          {create.isPending ? t('agents.links.adding') : t('agents.links.add')}
        </button>
      </div>
      {failure.message && (
        <p className="agt-error" role="alert">
          {failure.message}
        </p>
      )}
    </form>
  );
}
