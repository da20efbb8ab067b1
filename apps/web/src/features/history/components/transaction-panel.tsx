import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { BetHistoryTab } from './bet-history-tab';
import { TransactionsTab } from './transactions-tab';
import '../../../shared/ui/form/form.css';
import './history.css';

const TABS = ['transactions', 'bets'] as const;
type Tab = (typeof TABS)[number];

/**
 * The member centre's Transaction page: the ledger (every posting of every wallet, with the running
 * balance) and the bet history (the rounds a provider reports), one tab each.
 */
export default function TransactionPanel() {
  const [tab, setTab] = useState<Tab>('transactions');
  return (
    <div className="hist">
      <div className="tabs" role="tablist" aria-label={t('history.tabs')}>
        {TABS.map((key) => (
          <button
            key={key}
            id={`hist-tab-${key}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === key}
            aria-controls={`hist-panel-${key}`}
            onClick={() => setTab(key)}
          >
            {t(`history.tab.${key}`)}
          </button>
        ))}
      </div>
      <div id={`hist-panel-${tab}`} role="tabpanel" aria-labelledby={`hist-tab-${tab}`} className="hist-panel">
        {tab === 'transactions' ? <TransactionsTab /> : <BetHistoryTab />}
      </div>
    </div>
  );
}
