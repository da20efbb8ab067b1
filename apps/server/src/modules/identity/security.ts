import { MEMBER_CENTRE_CODES } from '@playdeck/contract';
import type { SecurityReply } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { RealtimeHub } from '../realtime/types.js';
import { privateChannels } from './login-service.js';
import type { MemberRow } from './member-repo.js';
import type { SecurityRepo } from './security-repo.js';
import type { SessionService } from './session-service.js';

/** How a login's device reads to its owner: "Chrome · Windows 10 · desktop". */
export function describeDevice(device: Record<string, string>): string {
  const system = [device.system, device.system_version].filter(Boolean).join(' ');
  return [device.browser, system, device.device].filter(Boolean).join(' · ') || device.udid?.slice(0, 8) || '—';
}

const flag = (v: boolean): 0 | 1 => (v ? 1 : 0);

/**
 * The member's Security page: recent logins, trusted devices (from double validation) and live sessions.
 * "This device" is the device of the asking session as the server recorded it at login, never what the
 * page claims, so the member cannot forget the device they are on (a member with no trusted device
 * would let the next login through without double validation).
 */
export function createSecurity(deps: { repo: SecurityRepo; sessions: SessionService; realtime: RealtimeHub }) {
  const { repo } = deps;
  return {
    async overview(member: MemberRow, sessionId: number): Promise<SecurityReply> {
      const [logins, devices, live, udid] = await Promise.all([
        repo.recentLogins(member.siteId, member.id),
        repo.devices(member.siteId, member.id),
        repo.liveSessions(member.siteId, member.id),
        repo.sessionUdid(sessionId),
      ]);
      return {
        logins: logins.map((l) => ({ at: l.at.toISOString(), ip: l.ip, device: describeDevice(l.device) })),
        devices: devices.map((d) => ({
          id: d.id,
          device: describeDevice(d.device),
          trusted_at: d.trustedAt.toISOString(),
          current: flag(d.udid === udid),
        })),
        sessions: live.map((s) => ({
          id: s.id,
          device: describeDevice(s.device),
          started_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          current: flag(s.id === sessionId),
        })),
      };
    },

    async removeDevice(member: MemberRow, sessionId: number, id: number): Promise<void> {
      const device = await repo.device(member.siteId, member.id, id);
      if (!device) throw new ApiError(MEMBER_CENTRE_CODES.deviceNotFound, 'member.security.err_not_found');
      const udid = (await repo.sessionUdid(sessionId)) ?? '';
      if (device.udid === udid || !(await repo.removeDevice(member.siteId, member.id, id, udid))) {
        throw new ApiError(MEMBER_CENTRE_CODES.deviceIsCurrent, 'member.security.err_current');
      }
    },

    /** Ends every other session of the member; their pages are told why (`code`) and cleared. */
    async signOutOthers(member: MemberRow, sessionId: number, code: number): Promise<number> {
      const ended = await deps.sessions.endOthers(member.siteId, member.id, sessionId);
      if (ended.length) deps.realtime.signOut(ended, privateChannels(member), code);
      return ended.length;
    },
  };
}

export type Security = ReturnType<typeof createSecurity>;
