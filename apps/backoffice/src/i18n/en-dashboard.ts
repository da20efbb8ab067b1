/** The dashboard's English messages (`app.dashboard.*`). */
export const enDashboard = {
  title: 'Dashboard',
  subtitle: 'A site’s figures in one currency, by day (UTC)',
  site: 'Site',
  currency: 'Currency',
  today: 'Today, %{date} (UTC)',
  last_days: 'Last %{days} days',
  no_sites: 'No site is granted to your account yet. An owner can grant one on the Operators page.',
  no_currencies: 'This site has no currency set up yet.',
  failed: 'The figures could not be loaded.',
  retry: 'Try again',
  no_activity: 'No activity in these %{days} days yet.',
  members_chart: 'Members',
  money_chart: 'Deposits, withdrawals, transfers and operator result (%{currency})',
  operator_result_help: 'Members’ net game result, reversed: positive when members lost.',
  figures: {
    registrations: 'Registrations',
    first_deposits: 'First deposits',
    logins: 'Logins',
    active_members: 'Active members',
    letters: 'Letters sent',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    transfers_in: 'Transfers to games',
    transfers_out: 'Transfers from games',
    operator_result: 'Operator game result',
    activity_payouts: 'Activity payouts',
  },
};

export type DashboardMessages = typeof enDashboard;
