import type { AgentLink } from '@playdeck/contract';
import { useId } from 'react';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { toast } from '../../../shared/ui/toast/toast-store';
import { copyText } from '../../../shared/lib/copy-text';
import { linkUrl } from '../lib/link-url';
import { LinkQr } from './link-qr';

async function copy(value: string) {
  if (await copyText(value)) toast.success(t('agents.links.copied'));
  else toast.error(t('agents.links.copy_failed'));
}

/** One promotion link: its name, address (copy), QR code and what it brought, with a delete button. */
export function LinkCard(props: { link: AgentLink; deleting: boolean; onDelete: (link: AgentLink) => void }) {
  const { link, deleting, onDelete } = props;
  const url = linkUrl(link.path, location.origin);
  const urlId = useId();
  return (
    <li className="agt-link">
      <div className="agt-link-main">
        <div className="agt-link-head">
          <h3 className="agt-link-name">{link.name}</h3>
          <span className="agt-muted">{t('agents.links.created', { date: formatDateTime(link.created_at) })}</span>
        </div>
        <dl className="agt-link-counts">
          <div>
            <dt>{t('agents.links.visits')}</dt>
            <dd>{link.visits}</dd>
          </div>
          <div>
            <dt>{t('agents.links.registrations')}</dt>
            <dd>{link.registrations}</dd>
          </div>
        </dl>
        <label htmlFor={urlId} className="field-label">
          {t('agents.links.url')}
        </label>
        <div className="agt-copy-row">
          <input
            id={urlId}
            className="agt-copy-value"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void copy(url)}>
            {t('agents.links.copy')}
          </button>
        </div>
      </div>
      <LinkQr url={url} name={link.name} code={link.code} />
      <button
        type="button"
        className="btn btn--ghost btn--sm agt-link-delete"
        disabled={deleting}
        aria-busy={deleting}
        onClick={() => onDelete(link)}
      >
        {deleting ? t('agents.links.deleting') : t('agents.links.delete')}
      </button>
    </li>
  );
}
