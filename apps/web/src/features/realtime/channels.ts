import type { LayoutMode } from '../../shared/lib/device';
import { PUBLIC_TEMPLATE_CHANNEL_TEMPLATES, channels } from '@playdeck/contract';

export interface ChannelInput {
  mode: LayoutMode;
  templateName: string;
  /** The member's currency when logged in, else the visitor's display currency. */
  currency: string;
  memberId: string | null;
  token: string | null;
}

/**
 * The channels this page should be on: public ones always; the member's private, currency
 * and presence channels only while both member_id and token are stored.
 */
export function channelsFor({ mode, templateName, currency, memberId, token }: ChannelInput): string[] {
  const list: string[] = [channels.webMember, channels.webApi(currency)];
  if ((PUBLIC_TEMPLATE_CHANNEL_TEMPLATES as readonly string[]).includes(templateName)) {
    list.push(channels.template(templateName));
  }
  if (mode === 'mobile') list.push(channels.bobMobileTemplate);
  if (memberId && token) {
    list.push(channels.member(memberId), channels.memberCurrency(currency), channels.presence(currency));
  }
  return list;
}
