import { AGENT_CODES, AGENT_LINKS_MAX } from '@playdeck/contract';
import type { AgentLink, AgentLinksReply } from '@playdeck/contract';
import { isUniqueViolation } from '../../db/client.js';
import { randomCode } from '../../lib/crypto.js';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';
import type { MemberRow } from '../identity/index.js';
import type { LinkRow, LinksRepo } from './links-repo.js';

const pathOf = (agentId: number, code: string) => `/register?id=${agentId}&link=${code}`;
const toLink = (row: LinkRow, registrations: number): AgentLink => ({
  id: row.id,
  name: row.name,
  code: row.code,
  path: pathOf(row.agentId, row.code),
  visits: row.visits,
  registrations,
  created_at: row.createdAt.toISOString(),
});

/**
 * The agent's promotion links. Each carries the agent id (the existing agent-cookie path of
 * registration) and its own code, so visits and registrations are counted per link. An agent without a
 * link gets a first one, "Main", the first time they look.
 */
export function createLinks(deps: { repo: LinksRepo }) {
  const { repo } = deps;

  async function create(agent: MemberRow, name: string): Promise<LinkRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const row = await repo.insert(agent.siteId, agent.id, name, randomCode(10), AGENT_LINKS_MAX);
        if (!row) throw new ApiError(AGENT_CODES.linkLimit, msg('agents.err.link_limit', { max: AGENT_LINKS_MAX }));
        return row;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // another link has this code: draw again
      }
    }
    throw new Error('could not draw a free link code');
  }

  return {
    async list(agent: MemberRow): Promise<AgentLinksReply> {
      let rows = await repo.active(agent.id);
      if (rows.length === 0) {
        // Only while the agent has none (a concurrent first look adds no second one).
        await repo.insert(agent.siteId, agent.id, 'Main', randomCode(10), 1);
        rows = await repo.active(agent.id);
      }
      const counts = await repo.registrations(rows.map((r) => r.id));
      return { agent_id: agent.id, links: rows.map((r) => toLink(r, counts.get(r.id) ?? 0)) };
    },
    async create(agent: MemberRow, name: string): Promise<AgentLink> {
      return toLink(await create(agent, name), 0);
    },
    async remove(agent: MemberRow, id: number): Promise<void> {
      if (!(await repo.deactivate(agent.id, id)))
        throw new ApiError(AGENT_CODES.linkNotFound, 'agents.err.link_not_found');
    },
    /** A visit by the link (registration's member_info); an unknown code is simply not counted. */
    visit: (siteId: number, agentId: number, code: string) => repo.find(siteId, agentId, code, true),
    /** The link a registration came by, if it is the agent's and still active. */
    idOf: (siteId: number, agentId: number, code: string) => repo.find(siteId, agentId, code, false),
  };
}

export type Links = ReturnType<typeof createLinks>;
