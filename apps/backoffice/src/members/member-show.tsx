import { Show, TabbedShowLayout, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { AdjustBalanceButton } from './adjust-balance-button';
import { MemberAuditTab } from './member-audit-tab';
import { MemberLedgerTab } from './member-ledger-tab';
import { MemberProfile } from './member-profile';
import { MemberSubList } from './member-sub-list';
import { MemberPaymentsTab } from '../payments';
import { MemberProtectionTab } from '../protection';

function MemberTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('app.member.title', { account: record.account }) : ''}</>;
}

/** One member: profile and account actions, then a tab per history the admin API keeps. */
export function MemberShow() {
  const money = useCanAccess({ resource: 'ledger', action: 'list' });
  const audit = useCanAccess({ resource: 'audit', action: 'list' });
  const payments = useCanAccess({ resource: 'payment-orders', action: 'list' });
  const protection = useCanAccess({ resource: 'member-protection', action: 'show' });
  return (
    <Show
      title={<MemberTitle />}
      actions={
        <TopToolbar>
          <AdjustBalanceButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.member.tabs.profile">
          <MemberProfile />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.member.tabs.sessions" path="sessions">
          <MemberSubList resource="member-sessions" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.member.tabs.logins" path="logins">
          <MemberSubList resource="member-logins" />
        </TabbedShowLayout.Tab>
        {money.canAccess && (
          <TabbedShowLayout.Tab label="app.member.tabs.wallets" path="wallets">
            <MemberSubList resource="member-wallets" />
          </TabbedShowLayout.Tab>
        )}
        {money.canAccess && (
          <TabbedShowLayout.Tab label="app.member.tabs.ledger" path="ledger">
            <MemberLedgerTab />
          </TabbedShowLayout.Tab>
        )}
        {payments.canAccess && (
          <TabbedShowLayout.Tab label="app.member.tabs.payments" path="payments">
            <MemberPaymentsTab />
          </TabbedShowLayout.Tab>
        )}
        {protection.canAccess && (
          <TabbedShowLayout.Tab label="app.member.tabs.protection" path="protection">
            <MemberProtectionTab />
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label="app.member.tabs.letters" path="letters">
          <MemberSubList resource="member-letters" />
        </TabbedShowLayout.Tab>
        {audit.canAccess && (
          <TabbedShowLayout.Tab label="app.member.tabs.audit" path="audit">
            <MemberAuditTab />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
