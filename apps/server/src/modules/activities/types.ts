export type { Roulette } from './roulette.js';
