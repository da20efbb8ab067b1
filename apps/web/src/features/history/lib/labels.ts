import type { TransactionRow } from '@playdeck/contract';
import { hasMessage, t } from '../../../shared/i18n/translate';

/** A ledger kind's own name; a kind this page does not know yet is named by its group. */
export function kindLabel(row: Pick<TransactionRow, 'kind' | 'group'>): string {
  const key = `history.kind.${row.kind}`;
  return hasMessage(key) ? t(key) : t(`history.group.${row.group}`);
}

/** '' is the main wallet, '#held' the money held for a withdrawal, anything else a provider's wallet. */
export function walletLabel(wallet: string, providers: ReadonlyMap<string, string>): string {
  if (wallet === '') return t('history.wallet.main');
  if (wallet === '#held') return t('history.wallet.held');
  return providers.get(wallet) ?? wallet;
}
