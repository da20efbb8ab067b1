import type { CaptchaReply, Envelope, LoginHeaderReply, LoginReply } from '@playdeck/contract';

// A member login over HTTP, made as the page makes it: login header, captcha, then /api/login.

export const CAPTCHA_ANSWER = 'abcd';
/**
 * What a server needs for benchmark logins: every captcha's answer is known (a test-only switch the
 * server refuses in production), and x-forwarded-for is believed, so each login can come from its own
 * address (a client gets at most one captcha a second).
 */
export const LOGIN_BENCH_ENV = { CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER, TRUST_PROXY: 'true' };
export const DEMO_ACCOUNT = 'demo001';
const DEMO_PASSWORD = 'Demo1234';
const REQUEST_TIMEOUT_MS = 10_000;

let clients = 0;
/** 10.0.0.1, 10.0.0.2, ...: a fresh client address for every captcha of this run. */
function nextAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

async function call<T>(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let envelope: Envelope<T> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    // Reported below with the raw text.
  }
  if (res.status !== 200 || envelope?.code !== 100) {
    throw new Error(`${path} answered ${res.status} ${text.slice(0, 200)}`);
  }
  return envelope.data;
}

/** One whole login of the demo member; each one ends the member's previous session. */
export function loginDemoMember(baseUrl: string, udid = 'bench-device'): Promise<LoginReply> {
  return loginMember(baseUrl, DEMO_ACCOUNT, udid);
}

/** One whole login of a seeded member (password Demo1234); each one ends the member's previous session. */
export async function loginMember(baseUrl: string, account: string, udid = 'bench-device'): Promise<LoginReply> {
  const header = await call<LoginHeaderReply>(baseUrl, '/api/get_login_header', {});
  // The login comes from its captcha's address: the throttle counts an attempt in flight as failed until it
  // succeeds, so eight at once of one account from one address would be delayed after the fifth.
  const from = { 'x-forwarded-for': nextAddress() };
  const captcha = await call<CaptchaReply>(baseUrl, '/api/captcha', { type: 1 }, from);
  return call<LoginReply>(
    baseUrl,
    '/api/login',
    {
      account,
      password: DEMO_PASSWORD,
      answer: CAPTCHA_ANSWER,
      captcha_token: captcha.token,
      udid,
    },
    { [header.header]: header.value, ...from },
  );
}
