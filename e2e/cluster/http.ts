import { request } from 'node:http';
import { CAPTCHA_ANSWER } from '../support/captcha.js';

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies of many shapes
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP call from a chosen loopback address (127.x.y.z): behind nginx each simulated client is a
 * client address of its own, as members on their phones are, for the per-address rate limit and captcha.
 */
export async function call(url: string, options: CallOptions = {}): Promise<Reply> {
  try {
    return await callOnce(url, options);
  } catch (error) {
    // As a browser does: a kept-alive connection the server closed just as the request went out (nginx
    // reloading closes its idle ones) is retried once on a new connection; nothing was read from it.
    if ((error as ReusedSocketError).reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
      return callOnce(url, options);
    }
    throw error;
  }
}

interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  from?: string;
}
type ReusedSocketError = Error & { reusedSocket?: boolean };

function callOnce(url: string, options: CallOptions): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        localAddress: options.from,
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // a page or plain text
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error: ReusedSocketError) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}

// Each run starts at a random block of loopback addresses: the rate limit's counts of an earlier run (in
// Redis, for a minute) must not fall on this one's clients.
let addresses = Math.floor(Math.random() * 200) * 65_536;
/** A loopback address no other simulated client of this run uses. */
export function newClientAddress(): string {
  addresses += 1;
  return `127.${20 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A member as the page is one: a login (login header, captcha, /login) from its own address, then calls. */
export class MemberClient {
  token = '';
  memberId = 0;
  readonly from = newClientAddress();

  constructor(readonly account: string) {}

  async logIn(base: string, password = 'Demo1234'): Promise<this> {
    const host = new URL(base).host;
    const header = (await this.post(base, '/api/get_login_header', {})).body.data;
    const captcha = (await this.post(base, '/api/captcha', { type: 1 })).body.data;
    const res = await this.post(
      base,
      '/api/login',
      {
        account: this.account,
        password,
        answer: CAPTCHA_ANSWER,
        captcha_token: captcha.token,
        udid: `cluster-${this.account}`,
        browser: 'Chromium',
        system: 'Linux',
      },
      { [header.header]: header.value, host },
    );
    if (res.body?.code !== 100) throw new Error(`login of ${this.account}: ${JSON.stringify(res.body)}`);
    this.token = res.body.data.token;
    this.memberId = res.body.data.member_id;
    return this;
  }

  post(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const auth: Record<string, string> = this.token ? { authorization: `Bearer ${this.token}` } : {};
    return call(base + path, { body, from: this.from, headers: { lang: 'en_US', ...auth, ...headers } });
  }

  /** The main balance as the header shows it ("1000.00"). */
  async cash(base: string): Promise<string> {
    const res = await this.post(base, '/api/member/profile/common/layout', {});
    return res.body.data.member_common_layout.member_cash;
  }
}

/** A console session over HTTP: the session cookie, and the CSRF token on writes. */
export class OperatorClient {
  private cookie = '';
  private csrf = '';
  readonly from = newClientAddress();

  async signIn(base: string, username: string, password = 'Operator1234'): Promise<this> {
    const res = await this.call(base, 'POST', '/api/admin/session', { username, password });
    if (res.body?.state !== 'signed_in') throw new Error(`sign-in of ${username}: ${JSON.stringify(res.body)}`);
    this.csrf = res.body.csrf_token;
    return this;
  }

  async call(base: string, method: string, path: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf && method !== 'GET') headers['x-csrf-token'] = this.csrf;
    const res = await call(base + path, { method, body, headers, from: this.from });
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('playdeck_admin='));
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }
}

/** The sum of a metric's samples on one node, from its own /metrics. */
async function metricOf(nodeURL: string, name: string): Promise<number> {
  const text = String((await call(`${nodeURL}/metrics`)).body);
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** How many requests a node has answered. */
export const requestsServed = (nodeURL: string) => metricOf(nodeURL, 'playdeck_http_requests_total');

/** How many Socket.IO sockets a node holds. */
export const socketsOn = (nodeURL: string) => metricOf(nodeURL, 'playdeck_realtime_sockets');
