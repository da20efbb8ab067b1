import { REGISTER_CODES as CODES } from '@playdeck/contract';
import type { agentRegisterRequest, AgentRegisterReply } from '@playdeck/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope.js';
import { hashPassword } from '../../lib/passwords.js';
import type { MemberRow } from '../identity/index.js';
import type { SiteRecord } from '../site/types.js';
import { checkField } from './field-checks.js';
import type { SettingsByField } from './field-checks.js';
import type { RegistrationRepo } from './repo.js';

type Body = z.output<typeof agentRegisterRequest>;
/** The fields the agent's form has besides account and password. */
const PROFILE = ['member_name', 'member_phone', 'member_email'] as const;

/**
 * An agent registers a member of their own (decision 0022): in the agent's currency, under the
 * agent, through the same field rules as the registration form (format, blacklist, uniqueness) for what
 * the agent's form carries. No captcha (the agent is signed in) and no session for the new member; the
 * fields the agent's form lacks and the phone's SMS check are left to the member's own profile.
 */
export function createDownlineRegister(deps: {
  repo: RegistrationRepo;
  settingsFor: (siteId: number, currency: string) => Promise<SettingsByField>;
}) {
  const { repo } = deps;
  return async function registerDownline(
    site: SiteRecord,
    agent: MemberRow,
    body: Body,
    ip: string,
  ): Promise<AgentRegisterReply> {
    const currency = agent.memberCurrency;
    const settings = await deps.settingsFor(site.siteId, currency);
    await checkField(repo, site, currency, settings, 'member_account', body.member_account);
    await checkField(repo, site, currency, settings, 'password', body.password);
    const profile: Partial<Record<(typeof PROFILE)[number], string>> = {};
    for (const field of PROFILE) {
      const value = body[field]?.trim() || undefined;
      if (value !== undefined || settings.get(field)?.is_required === 1) {
        await checkField(repo, site, currency, settings, field, value);
      }
      profile[field] = value;
    }
    const member = await repo.insertMember({
      siteId: site.siteId,
      memberAccount: body.member_account.trim().toLowerCase(),
      memberCurrency: currency,
      passwordHash: await hashPassword(body.password),
      memberName: profile.member_name,
      memberPhone: profile.member_phone,
      memberEmail: profile.member_email,
      parentAgentId: agent.id,
      registerIp: ip,
    });
    if (!member) {
      throw new ApiError(CODES.accountUsed, 'signup.err_account_used', 200, { field: 'member_account' });
    }
    return { member_id: member.id, member_account: member.memberAccount };
  };
}
