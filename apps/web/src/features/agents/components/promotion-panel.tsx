import type { AgentLink } from '@playdeck/contract';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAgentLinkDelete } from '../api/agent-link-delete';
import { useAgentLinks } from '../api/agent-links';
import { useAgentUpdates } from '../hooks/use-agent-updates';
import { agentFailure } from '../lib/agent-errors';
import { AgentFailed, AgentLoading } from './agent-states';
import { LinkCard } from './link-card';
import { LinkCreateForm } from './link-create-form';
import '../../../shared/ui/form/form.css';
import './agents.css';

/** Deleting a link, after the agent confirms; a link already gone counts as deleted. */
function useDeleteLink() {
  const remove = useAgentLinkDelete();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const ask = async (link: AgentLink) => {
    const ok = await confirmDialog({
      title: t('agents.links.delete_title'),
      message: t('agents.links.delete_confirm', { name: link.name }),
      confirmText: t('agents.links.delete'),
    });
    if (!ok) return;
    setDeletingId(link.id);
    try {
      await remove.mutateAsync(link.id);
      toast.success(t('agents.links.deleted', { name: link.name }));
    } catch (error) {
      const failure = agentFailure(error);
      if (failure?.key === 'agents.err.link_not_found') toast.success(t('agents.links.deleted', { name: link.name }));
      else if (failure) toast.error(failure.text ?? t(failure.key ?? 'agents.err.unknown'));
    } finally {
      setDeletingId(null);
    }
  };
  return { ask, deletingId };
}

/** The proxy centre's Promotion: the agent's registration links, QR codes and what each brought. */
export default function PromotionPanel() {
  useAgentUpdates();
  const links = useAgentLinks();
  const { ask, deletingId } = useDeleteLink();
  if (links.isPending) return <AgentLoading />;
  if (links.isError) return <AgentFailed error={links.error} onRetry={() => void links.refetch()} />;
  const list = links.data.links;
  return (
    <div className="agt">
      <LinkCreateForm count={list.length} />
      <section className="agt-box" aria-labelledby="agt-links-title">
        <h2 id="agt-links-title" className="agt-subtitle">
          {t('agents.links.title')}
        </h2>
        {list.length === 0 ? (
          <EmptyState compact icon="link" title={t('agents.links.none')} description={t('agents.links.none_text')} />
        ) : (
          <ul className="agt-links" aria-busy={links.isFetching}>
            {list.map((link) => (
              <LinkCard key={link.id} link={link} deleting={deletingId === link.id} onDelete={(l) => void ask(l)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
