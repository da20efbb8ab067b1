/**
 * The realtime protocol: channel names, and one typed map of every event a channel can carry.
 * Every push arrives as a `message` event `{ channel, event, data }`.
 */
export const PUBLIC_TEMPLATE_CHANNEL_TEMPLATES = ['site02', 'suncity', 'apsport'] as const;

export const channels = {
  webMember: 'web_member',
  webApi: (currency: string) => `web_api.${currency}`,
  template: (template: string) => `${template}_template`,
  bobMobileTemplate: 'bob_mobile_template',
  member: (memberId: number | string) => `member.${memberId}`,
  memberCurrency: (currency: string) => `member.${currency}`,
  presence: (currency: string) => `presence-member.${currency}`,
} as const;

export type ChannelKind = 'public' | 'private' | 'presence';

export function channelKind(channel: string): ChannelKind | undefined {
  if (channel === channels.webMember || channel === channels.bobMobileTemplate) return 'public';
  if (/^web_api\.[A-Z]{2,4}$/.test(channel)) return 'public';
  if (/^[A-Za-z0-9_]{1,40}_template$/.test(channel)) return 'public';
  if (/^presence-member\.[A-Z]{2,4}$/.test(channel)) return 'presence';
  if (/^member\.(\d{1,18}|[A-Z]{2,4})$/.test(channel)) return 'private';
  return undefined;
}

export interface LanguageScoped {
  language?: string;
}

export interface RealtimeEvents {
  customer_service_link_change: Record<string, never>;
  'carousel_picture.url': Record<string, never>;
  'model_settings.url': LanguageScoped;
  'model_sponsor.url': LanguageScoped;
  'model_login.url': LanguageScoped;
  /** gp_id and game_code say which game the URL is for (ours: the spec's payload carries only url). */
  'game.url': { url: string; code?: number; gp_id?: string; game_code?: string };
  'forward_game.status': { code: number; message?: string };
  'member.cash': { cash: string };
  'letter.sent': Record<string, never>;
  'letter.read': Record<string, never>;
  'letter.delete': Record<string, never>;
  all_transfer_back: Record<string, never>;
  login: { token: string };
  'profile.updated': Record<string, never>;
  /**
   * The server signed this session out (the page logs out, clears storage and reloads). Sent to the ended
   * sessions' own sockets only. Our addition: `code` says why, with the login codes' texts: the account
   * was disabled (102) or frozen (103), an operator or the member elsewhere ended it (401), or the
   * password changed (MEMBER_CENTRE_CODES.passwordChanged).
   */
  app_clean_cache: { code?: number };
  'member_deposit.success': { order_number: string; deposit_amount: string; deposit_times: number };
  /** A deposit or withdrawal of the member changed state: the records and forms refetch. */
  'member_payment.updated': { order_number: string; kind: 'deposit' | 'withdrawal'; status: string };
  /** Our addition: a programme paid or granted this member something; its pages refetch. */
  'programme.updated': { programme: 'referral' | 'cash_surplus' };
  RedEnvelopeDisplay: Record<string, never>;
  roulette_display: Record<string, never>;
}

export type RealtimeEventName = keyof RealtimeEvents;

export interface RealtimeMessage<E extends RealtimeEventName = RealtimeEventName> {
  channel: string;
  event: E;
  data: RealtimeEvents[E];
}

export type SubscribeAck = { ok: true } | { ok: false; code: 401 | 403 | 404 };
