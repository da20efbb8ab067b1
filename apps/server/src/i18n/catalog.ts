import type { Locale } from '@playdeck/contract';
import type { Catalog, MessageKey, MessageRef, MessageVars } from './message-key.js';
import { bnBD } from './messages/bn-bd.js';
import { enUS } from './messages/en-us.js';
import { hiIN } from './messages/hi-in.js';
import { jaJP } from './messages/ja-jp.js';
import { koKR } from './messages/ko-kr.js';
import { myMM } from './messages/my-mm.js';
import { taIN } from './messages/ta-in.js';
import { thTH } from './messages/th-th.js';
import { viVN } from './messages/vi-vn.js';
import { zhCN } from './messages/zh-cn.js';
import { zhTW } from './messages/zh-tw.js';

export type { Catalog, MessageKey, MessageRef, MessageVars } from './message-key.js';

/**
 * The server answers a member in the request's language (`request.locale`: the `lang` header, then
 * Accept-Language, then the site default), so the web and native apps show the same translated text.
 */
export const CATALOGS: Record<Locale, Catalog> = {
  bn_BD: bnBD,
  en_US: enUS,
  hi_IN: hiIN,
  ja_JP: jaJP,
  ko_KR: koKR,
  my_MM: myMM,
  ta_IN: taIN,
  th_TH: thTH,
  vi_VN: viVN,
  zh_CN: zhCN,
  zh_TW: zhTW,
};

/** A key with the values of its placeholders. */
export const msg = (key: MessageKey, vars: MessageVars): MessageRef => ({ key, vars });

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(enUS, value);
}

export const keyOf = (ref: MessageRef): MessageKey => (typeof ref === 'string' ? ref : ref.key);

/** The text of a message in a locale (English where a locale lacks it, which the catalog test forbids). */
export function translate(ref: MessageRef, locale: Locale): string {
  const key = keyOf(ref);
  const text = CATALOGS[locale]?.[key] ?? enUS[key];
  if (typeof ref === 'string') return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in ref.vars ? String(ref.vars[name]) : whole,
  );
}
