import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

export const OPERATOR_PASSWORD = 'Operator1234';

export interface AdminReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies of many shapes
  body: any;
  headers: OutgoingHttpHeaders;
}

/** A console as the server sees it: keeps the session cookie and sends the CSRF token on writes. */
export class AdminClient {
  cookie = '';
  csrf = '';

  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = '10.20.0.1',
  ) {}

  async call(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      // Any JSON value, as the console would send it (a bare string too, not only objects).
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
    });
    const setCookie = res.cookies.find((c) => c.name === 'playdeck_admin');
    if (setCookie) this.cookie = setCookie.value ? `playdeck_admin=${setCookie.value}` : '';
    const text = res.body;
    return { status: res.statusCode, body: text ? JSON.parse(text) : undefined, headers: res.headers } as AdminReply;
  }

  get = (url: string) => this.call('GET', url);

  /** Signs in with a password; answers the reply (a TOTP challenge, or signed in with the CSRF kept). */
  async signIn(username: string, password = OPERATOR_PASSWORD): Promise<AdminReply> {
    const res = await this.call('POST', '/api/admin/session', { username, password });
    if (res.body?.state === 'signed_in') this.csrf = res.body.csrf_token;
    return res;
  }

  async signInWithTotp(challenge: string, code: string): Promise<AdminReply> {
    const res = await this.call('POST', '/api/admin/session/totp', { challenge, code });
    if (res.body?.state === 'signed_in') this.csrf = res.body.csrf_token;
    return res;
  }
}

/** A signed-in console for a demo operator user. */
export async function signedIn(app: FastifyInstance, username: string, remoteAddress?: string): Promise<AdminClient> {
  const client = new AdminClient(app, remoteAddress);
  const res = await client.signIn(username);
  if (res.body?.state !== 'signed_in') throw new Error(`sign-in of ${username} failed: ${JSON.stringify(res.body)}`);
  return client;
}
