import type { Envelope } from '@playdeck/contract';
import { REQUEST_TIMEOUT_MS, RESULT, isSuccess } from '@playdeck/contract';
import { currentLocale, t } from '../i18n/translate';
import { navigateTo } from '../lib/navigation';
import { sessionActions, useSession } from '../stores/session-store';
import { toast } from '../ui/toast/toast-store';
import { ApiError } from './api-error';
import { readEnvelope } from './read-envelope';

export interface RequestOptions {
  /** Aborted when the session ends (a 401 anywhere): letter, roulette, red envelope, layout calls... */
  abortable?: boolean;
  /** The caller shows its own message (login code mapping, background refreshes). */
  silent?: boolean;
  signal?: AbortSignal;
  /** POST unless the call is a GET in the contract (GET /clientCaptcha); a GET sends no body. */
  method?: 'POST' | 'GET';
  /** Extra request headers (the login nonce of /get_login_header). */
  headers?: Record<string, string>;
}

const abortables = new Set<AbortController>();
const TIMED_OUT = 'timeout';

/** How the server reaches the API while it renders a page: its own routes, for a visitor. */
export type ServerTransport = (path: string, body: object) => Promise<unknown>;
let serverTransport: ServerTransport | undefined;

/** Set by the server renderer only; the browser always fetches. */
export function setServerTransport(transport: ServerTransport | undefined): void {
  serverTransport = transport;
}

/**
 * The one way the site calls its API: POST /api/<path> with JSON (GET where the contract says so),
 * the `lang` header and the
 * stored token; 30 s timeout; a renewed token from any reply is stored; a 401 ends the session.
 * Resolves with the envelope's `data` on code 100/1000, otherwise rejects with an ApiError whose message
 * was already shown as a toast unless `silent`.
 */
export async function apiRequest<T>(path: string, body: object = {}, options: RequestOptions = {}): Promise<T> {
  if (serverTransport) {
    // A server render shows no toast and ends no session: a failed call leaves its section to the page.
    const reply = await serverTransport(path, body);
    return settle<T>(readEnvelope<T>(reply), 200, (error) => {
      throw error;
    });
  }
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(TIMED_OUT), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  if (options.abortable) abortables.add(controller);
  const fail = (error: ApiError): never => {
    if (!options.silent && error.kind !== 'aborted' && error.kind !== 'unauthorized') toast.error(error.message);
    throw error;
  };
  try {
    const token = useSession.getState().token;
    let res: Response;
    try {
      const get = options.method === 'GET';
      res = await fetch(`/api${path}`, {
        method: get ? 'GET' : 'POST',
        headers: {
          ...(get ? {} : { 'content-type': 'application/json' }),
          lang: currentLocale(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...options.headers,
        },
        body: get ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      if (controller.signal.reason === TIMED_OUT) return fail(new ApiError('timeout', t('requestTimeout')));
      if (controller.signal.aborted) return fail(new ApiError('aborted', 'aborted'));
      return fail(new ApiError('network', t('networkError')));
    }
    const renewed = res.headers.get('Authorization');
    if (renewed?.startsWith('Bearer ')) sessionActions.setToken(renewed.slice(7));
    return settle<T>(readEnvelope<T>(await res.json().catch(() => null)), res.status, fail);
  } finally {
    window.clearTimeout(timer);
    abortables.delete(controller);
  }
}

/** A reply's outcome: its data on success; a 401 ends the session; anything else fails with its message. */
function settle<T>(envelope: Envelope<T> | null, status: number, fail: (error: ApiError) => never): T {
  if (status === RESULT.unauthorized || envelope?.code === RESULT.unauthorized) {
    endSession();
    return fail(new ApiError('unauthorized', envelope?.message ?? '', RESULT.unauthorized));
  }
  if (!envelope) return fail(new ApiError('network', t('networkError'), status));
  if (!isSuccess(envelope.code)) return fail(new ApiError('server', envelope.message, envelope.code, envelope.data));
  return envelope.data;
}

/** A 401: stop every abortable call, forget the member and return to the home page. */
function endSession(): void {
  for (const controller of abortables) controller.abort();
  abortables.clear();
  if (!useSession.getState().token) return;
  sessionActions.signOut();
  navigateTo('/', { replace: true });
}
