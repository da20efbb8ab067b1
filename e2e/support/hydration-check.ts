import { afterEach, expect } from 'vitest';
import { hydrationErrors } from './browser.js';

// A page whose server-rendered markup does not hydrate cleanly fails the test that opened it.
afterEach(() => {
  expect(hydrationErrors.splice(0), 'hydration errors').toEqual([]);
});
