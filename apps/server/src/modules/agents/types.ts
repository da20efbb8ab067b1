export type { Agents } from './agents.js';
