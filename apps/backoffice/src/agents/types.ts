// The agents types the rest of the console uses: api/types.ts adds these actions to the data provider's type.
// They live here, not behind index.ts, because the screens behind index.ts import that type in turn.
import type { Identifier } from 'ra-core';

/** Decisions on applications (agents.manage) and on commission statements (money.approve). */
export interface AgentActions {
  /** The new agent goes on `planId`, or on the site's default plan for their currency (null). */
  approveAgentApplication(id: Identifier, planId: number | null): Promise<{ data: unknown }>;
  rejectAgentApplication(id: Identifier, reason: string): Promise<{ data: unknown }>;
  /** Pays the statement's commission into the agent's wallet, once. */
  approveAgentStatement(id: Identifier): Promise<{ data: unknown }>;
  rejectAgentStatement(id: Identifier, reason: string): Promise<{ data: unknown }>;
}
