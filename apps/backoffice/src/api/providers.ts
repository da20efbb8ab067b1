import { createAuthProvider } from './auth-provider';
import { createCsrfStore } from './csrf';
import { createDataProvider } from './data-provider';
import type { FetchLike } from './http-client';

// One CSRF store shared by both providers: the token from sign-in goes on every data write.
const csrf = createCsrfStore();
const browserFetch: FetchLike = (input, init) => fetch(input, init);

export const authProvider = createAuthProvider({ fetch: browserFetch, csrf });
export const dataProvider = createDataProvider({ fetch: browserFetch, csrf });
