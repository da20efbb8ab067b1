import type { DashboardMessages } from './en-dashboard';

/** The dashboard's Simplified Chinese messages; the type keeps the keys the same as English. */
export const zhDashboard: DashboardMessages = {
  title: '仪表盘',
  subtitle: '站点某一币种的每日数据（UTC）',
  site: '站点',
  currency: '币种',
  today: '今日，%{date}（UTC）',
  last_days: '最近 %{days} 天',
  no_sites: '您的账号尚未获授权任何站点。所有者可在“运营人员”页面授权。',
  no_currencies: '该站点尚未设置币种。',
  failed: '数据加载失败。',
  retry: '重试',
  no_activity: '这 %{days} 天内暂无数据。',
  members_chart: '会员',
  money_chart: '存取款、转账与运营方输赢（%{currency}）',
  operator_result_help: '会员游戏净输赢取反：会员输钱时为正。',
  figures: {
    registrations: '注册',
    first_deposits: '首次存款',
    logins: '登录',
    active_members: '活跃会员',
    letters: '已发站内信',
    deposits: '存款',
    withdrawals: '取款',
    transfers_in: '转入游戏',
    transfers_out: '转出游戏',
    operator_result: '运营方游戏输赢',
    activity_payouts: '活动派彩',
  },
};
