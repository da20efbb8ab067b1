import type { RegisterField } from '@playdeck/contract';
import type { Db } from '../client.js';
import { agentDomains, members, registerBlacklist, registerSettings, serviceAgreements } from '../schema/index.js';
import { and, eq } from 'drizzle-orm';

type Flags = Partial<Record<'display' | 'required' | 'unique' | 'verification' | 'phoneSms' | 'memberCentre', boolean>>;
const row = (siteId: number, currency: string, name: RegisterField, f: Flags) => ({
  siteId,
  currency,
  name,
  isDisplay: f.display === false ? 0 : 1,
  isRequired: f.required ? 1 : 0,
  isUnique: f.unique ? 1 : 0,
  isMemberCenter: f.memberCentre === false ? 0 : 1,
  isVerification: f.verification === false ? 0 : 1,
  isMemberCenterVerification: f.phoneSms ? 1 : 0,
});

/** Per-currency field settings: USD needs a verified phone, VND a 10-digit phone, RMB a Chinese name; INR is closed. */
const SETTINGS = [
  ...[
    row(1, 'USD', 'member_currency', {}),
    row(1, 'USD', 'check_password', { required: true }),
    row(1, 'USD', 'member_phone', { required: true, unique: true, phoneSms: true }),
    row(1, 'USD', 'member_email', { required: true, unique: true }),
    // A real name stays as registered: the member centre shows it but cannot change it.
    row(1, 'USD', 'member_name', { memberCentre: false }),
    row(1, 'USD', 'member_birthday', {}),
    row(1, 'USD', 'member_telegram', {}),
    row(1, 'USD', 'withdraw_password', {}),
    row(1, 'USD', 'introducer', {}),
  ],
  ...[
    row(1, 'VND', 'member_currency', {}),
    row(1, 'VND', 'member_name', { required: true, unique: true }),
    row(1, 'VND', 'member_phone', { required: true, unique: true }),
    row(1, 'VND', 'member_zalo', {}),
    row(1, 'VND', 'member_fb', {}),
    row(1, 'VND', 'member_email', {}),
    row(1, 'VND', 'introducer', {}),
  ],
  ...[
    row(1, 'RMB', 'member_currency', {}),
    row(1, 'RMB', 'member_name', { required: true }),
    row(1, 'RMB', 'member_wechat', { required: true }),
    row(1, 'RMB', 'member_qq', {}),
    row(1, 'RMB', 'member_skype', {}),
    row(1, 'RMB', 'member_whats_app', {}),
    row(1, 'RMB', 'identity_id', { unique: true }),
  ],
  row(1, 'INR', 'member_currency', { display: false }),
  ...[
    row(2, 'RMB', 'member_currency', {}),
    row(2, 'RMB', 'member_name', { required: true }),
    row(2, 'RMB', 'check_password', { required: true }),
  ],
  ...[
    row(2, 'USD', 'member_currency', {}),
    row(2, 'USD', 'member_email', { required: true, unique: true }),
    // Optional, unverified: a self-excluded person's phone is still recognised here (the operator's marks).
    row(2, 'USD', 'member_phone', {}),
  ],
];

const AGREEMENT_EN = `<h2>Terms of service</h2><p>You must be of legal age in your country to register. One account per person.</p><p>Bonuses follow the promotion's own rules. We may ask you to confirm your identity before a withdrawal.</p>`;
const AGREEMENT_ZH = `<h2>服务条款</h2><p>注册须年满您所在地区的法定年龄，每人仅限一个账户。</p><p>优惠以各活动规则为准，提款前我们可能需要核实您的身份。</p>`;

/** What the registration seed writes, for the seed's version fingerprint. */
export const DEMO_REGISTRATION = { settings: SETTINGS, agreements: [AGREEMENT_EN, AGREEMENT_ZH] };

/** Registration settings, agreements, an agent domain, a blacklist and a recommend code for the demo. */
export async function seedRegistration(db: Db): Promise<void> {
  await db.insert(registerSettings).values(SETTINGS).onConflictDoNothing();
  await db
    .insert(serviceAgreements)
    .values([
      { siteId: 1, language: 'en_US', title: 'Service agreement', content: AGREEMENT_EN },
      { siteId: 1, language: 'zh_CN', title: '服务协议', content: AGREEMENT_ZH },
      { siteId: 2, language: 'zh_CN', title: '服务协议', content: AGREEMENT_ZH },
      { siteId: 2, language: 'en_US', title: 'Service agreement', content: AGREEMENT_EN },
    ])
    .onConflictDoNothing();
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, 1), eq(members.memberAccount, 'agent001')));
  if (agent) {
    await db
      .insert(agentDomains)
      .values({ siteId: 1, host: 'agent.localhost', agentId: agent.id, currency: 'USD' })
      .onConflictDoNothing();
  }
  const blocked = await db
    .select({ id: registerBlacklist.id })
    .from(registerBlacklist)
    .where(eq(registerBlacklist.siteId, 1));
  if (blocked.length === 0) {
    // Kept as registration compares them (trimmed, lower case, digits), as the console writes them.
    await db.insert(registerBlacklist).values([
      { siteId: 1, kind: 'name', value: 'blocked name' },
      { siteId: 1, kind: 'email', value: '@spam.example' },
      // A number the site refuses: registering with it answers 215 "phone error".
      { siteId: 1, kind: 'phone', value: '0987000215' },
    ]);
  }
}
