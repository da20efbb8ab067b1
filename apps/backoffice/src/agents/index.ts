// What the rest of the console uses from the agents: their screens, their menu group, their data-provider
// actions (the types are in types.ts).
export { AGENT_SCREENS } from './screens';
export { AGENTS_MENU, AgentsMenu } from './agents-menu';
export { withAgents } from './agents-data-provider';
