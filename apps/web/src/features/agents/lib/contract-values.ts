import type { AGENT_LINKS_MAX as CONTRACT_LINKS_MAX, AgentPeriod, DOWNLINE_KINDS } from '@playdeck/contract';

/*
 * The contract's agent constants, spelled here because their module carries zod schemas (importing a value
 * from it would bring zod into these pages). Each is checked against the contract's type: a value added,
 * renamed or changed there fails the type-check here.
 */
type DownlineKind = (typeof DOWNLINE_KINDS)[number];

const PERIODS: Record<AgentPeriod, true> = { day: true, week: true, month: true };
const KINDS: Record<DownlineKind, true> = { all: true, member: true, agent: true };

/** The report groupings, in the contract's order. */
export const AGENT_PERIODS = Object.keys(PERIODS) as AgentPeriod[];
/** The downline filter's kinds, in the contract's order. */
export const DOWNLINE_KIND_LIST = Object.keys(KINDS) as DownlineKind[];
/** The most links one agent keeps. */
export const AGENT_LINKS_MAX = 20 satisfies typeof CONTRACT_LINKS_MAX;
