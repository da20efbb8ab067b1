import type { ProtectionBlock } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatZonedDateTime } from '../../../shared/lib/format';
import { Icon } from '../../../shared/ui/icons';

/** A running break or self-exclusion: what it is, when it ends, and what the member may still do. */
export function BlockNotice({ block }: { block: ProtectionBlock }) {
  const title = block.kind === 'time_out' ? t('protection.block.time_out') : t('protection.block.self_exclusion');
  return (
    <section className="rg-block" role="status" aria-label={title}>
      <Icon name="shield" />
      <div>
        <p className="rg-block-title">{title}</p>
        <p className="rg-block-end">
          {block.ends_at
            ? t('protection.block.until', { date: formatZonedDateTime(block.ends_at) })
            : t('protection.block.permanent')}
        </p>
        <p className="rg-hint">{t('protection.block.text')}</p>
      </div>
    </section>
  );
}
