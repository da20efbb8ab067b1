import { afterAll, beforeAll, describe } from 'vitest';
import { crashPlayCases } from './crash-play.cases.js';
import { pageCases } from './pages.cases.js';
import { slotPlayCases } from './play.cases.js';
import { roundsQueryCases } from './rounds-query.cases.js';
import type { Provider } from './test-helpers.js';
import { startProvider } from './test-helpers.js';

// One provider on one embedded database for every HTTP case: starting PGlite costs seconds, and the
// cases keep to their own players (the crash cases run first, on a fresh chain of 8 rounds).
let p: Provider;
beforeAll(async () => {
  p = await startProvider({ crashChainLength: 8, seed: 7 });
});
afterAll(() => p.close());

const provider = () => p;
describe('crash over HTTP', () => crashPlayCases(provider));
describe('slot over HTTP', () => slotPlayCases(provider));
describe('pages over HTTP', () => pageCases(provider));
describe('rounds query over HTTP', () => roundsQueryCases(provider));
