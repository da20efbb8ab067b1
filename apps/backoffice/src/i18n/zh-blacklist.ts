import type { enBlacklist } from './en-blacklist';

/** The registration blacklist screen: Simplified Chinese. */
export const zhBlacklist: typeof enBlacklist = {
  app: {
    kind: { name: '真实姓名', phone: '手机号', email: '邮箱' },
    help: {
      name: '会员不能以此真实姓名注册，不区分大小写（以代码 214 拒绝）。',
      phone: '手机号，仅限数字：空格、连字符和括号会被去掉（以代码 215 拒绝）。',
      email: '邮箱地址，或 @ 加域名（如 @example.com）表示该域名下的所有地址（以代码 216 拒绝）。',
    },
    invalid: {
      name: '请输入不超过 50 个字符的姓名。',
      phone: '请输入 6 到 15 位数字。',
      email: '请输入邮箱地址，或 @ 加域名，如 @example.com。',
    },
    create_title: '添加到注册黑名单',
    duplicate: '该站点的黑名单中已有此值。',
    delete_title: '从黑名单中移除',
    delete_confirm: '将“%{value}”从注册黑名单中移除？会员将可以再次用它注册。',
  },
  resources: {
    'register-blacklist': {
      name: '注册黑名单',
      fields: { id: 'ID', site_id: '站点', kind: '类型', value: '值' },
      notifications: { created: '已添加到注册黑名单', deleted: '已从注册黑名单中移除' },
    },
  },
};
