import type { OrderStatus } from './schema.js';

/** The hosted pages' languages: English by default, Simplified Chinese with `?lang=zh_CN`. */
export type PageLang = 'en' | 'zh_CN';

export const pageLangOf = (query: unknown): PageLang =>
  (query as { lang?: unknown } | undefined)?.lang === 'zh_CN' ? 'zh_CN' : 'en';

const en = {
  htmlLang: 'en',
  title: 'Payment',
  notice: 'Sandbox gateway: no real money moves.',
  merchant: 'Merchant',
  orderNo: 'Order number',
  amount: 'Amount',
  pay: 'Pay',
  cancel: 'Cancel',
  choose: 'Confirm or cancel this payment',
  paidTitle: 'Payment received',
  paidBody: 'Your payment was received. Transaction number:',
  cancelledTitle: 'Payment cancelled',
  cancelledBody: 'You cancelled this payment. Nothing was charged.',
  decidedTitle: 'This order can no longer be changed',
  decidedBody: 'Its status is:',
  expiredTitle: 'This payment link has expired',
  expiredBody: 'Nothing was charged. Start a new deposit from the site.',
  invalidTitle: 'This payment link is not valid',
  invalidBody: 'Open the payment again from the site.',
  badTitle: 'This request could not be understood',
  back: 'Return to the site',
  status: {
    created: 'awaiting payment',
    processing: 'processing',
    paid: 'paid',
    cancelled: 'cancelled',
    failed: 'failed',
    expired: 'expired',
  } satisfies Record<OrderStatus, string>,
};

export type PageText = typeof en;

const zhCN: PageText = {
  htmlLang: 'zh-CN',
  title: '支付',
  notice: '沙盒支付网关：不涉及真实资金。',
  merchant: '商户',
  orderNo: '订单号',
  amount: '金额',
  pay: '支付',
  cancel: '取消',
  choose: '确认或取消本次支付',
  paidTitle: '支付成功',
  paidBody: '您的付款已收到。交易号：',
  cancelledTitle: '支付已取消',
  cancelledBody: '您已取消本次支付，未产生任何扣款。',
  decidedTitle: '该订单已无法更改',
  decidedBody: '订单状态：',
  expiredTitle: '支付链接已过期',
  expiredBody: '未产生任何扣款。请从网站重新发起充值。',
  invalidTitle: '支付链接无效',
  invalidBody: '请从网站重新打开支付页面。',
  badTitle: '无法识别此请求',
  back: '返回网站',
  status: {
    created: '待支付',
    processing: '处理中',
    paid: '已支付',
    cancelled: '已取消',
    failed: '失败',
    expired: '已过期',
  },
};

export const PAGE_TEXT: Record<PageLang, PageText> = { en, zh_CN: zhCN };
