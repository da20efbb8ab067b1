import type { BetRecord, BetRecordsReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { moneyText, toneOf } from '../lib/signed-money';

/** The rounds of the page: a table on desktop, cards on a phone (CSS, column names from data-label). */
export function BetTable({ rounds, currency }: { rounds: BetRecord[]; currency: string }) {
  const columns = {
    time: t('history.col.time'),
    game: t('history.col.game'),
    round: t('history.col.round'),
    bet: t('history.col.bet'),
    payout: t('history.col.payout'),
    net: t('history.col.net'),
  };
  const numeric = new Set(['bet', 'payout', 'net']);
  return (
    <table className="hist-table">
      <thead>
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col" className={numeric.has(key) ? 'hist-num' : undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.round_id}>
            <td data-label={columns.time}>
              <time dateTime={r.played_at}>{formatDateTime(r.played_at)}</time>
            </td>
            <td data-label={columns.game}>{r.game_name}</td>
            <td data-label={columns.round} className="hist-mono">
              {r.round_id}
            </td>
            <td data-label={columns.bet} className="hist-num">
              {moneyText(r.bet, currency)}
            </td>
            <td data-label={columns.payout} className="hist-num">
              {moneyText(r.payout, currency)}
            </td>
            <td data-label={columns.net} className={`hist-num hist-money--${toneOf(r.net)}`}>
              {moneyText(r.net, currency, true)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sums over every round of the range (not only this page). */
export function BetSums({ reply, currency, net }: { reply: BetRecordsReply; currency: string; net: string }) {
  const items: [string, string, string?][] = [
    [t('history.sum.rounds'), String(reply.total)],
    [t('history.sum.bet'), moneyText(reply.total_bet, currency)],
    [t('history.sum.payout'), moneyText(reply.total_payout, currency)],
    [t('history.sum.net'), moneyText(net, currency, true), `hist-money--${toneOf(net)}`],
  ];
  return (
    <dl className="hist-sums" aria-label={t('history.sums')}>
      {items.map(([label, value, tone]) => (
        <div key={label} className="hist-sum">
          <dt>{label}</dt>
          <dd className={tone}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
