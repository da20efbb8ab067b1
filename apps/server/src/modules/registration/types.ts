import type { Port } from '../../lib/hooks.js';
import type { RegistrationService } from './service.js';

/** A promotion link's id, and a visit counted by it: the agents provide them (they mount later). */
export interface AgentLinks {
  idOf(siteId: number, agentId: number, code: string): Promise<number | undefined>;
  visit(siteId: number, agentId: number, code: string): Promise<unknown>;
}

/** The registration module's face: its service, and the port the agents fill. */
export type Registration = RegistrationService & { agentLinks: Port<AgentLinks> };
