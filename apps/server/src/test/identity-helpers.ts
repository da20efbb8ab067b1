import type { FastifyInstance } from 'fastify';
import { post } from './harness.js';

export const FIXED_CAPTCHA = 'abcd';
export const IDENTITY_TEST_CONFIG = { CAPTCHA_FIXED_ANSWER: FIXED_CAPTCHA };

let clients = 0;
/** A distinct client address per captcha, so tests are not held by the one-per-second rule. */
const nextAddress = () => {
  clients += 1;
  return `10.77.${(clients >> 8) & 255}.${clients & 255}`;
};

export async function captchaToken(app: FastifyInstance, type: 1 | 2 = 1): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/captcha',
    remoteAddress: nextAddress(),
    payload: { type },
  });
  const body = res.json();
  if (body.code !== 100) throw new Error(`captcha: ${JSON.stringify(body)}`);
  return body.data.token;
}

export async function loginHeader(app: FastifyInstance, host = 'localhost'): Promise<Record<string, string>> {
  const res = await post(app, '/api/get_login_header', {}, { host });
  return { [res.body.data.header]: res.body.data.value, host };
}

export interface LoginOptions {
  account?: string;
  password?: string;
  answer?: string;
  udid?: string;
  host?: string;
  headers?: Record<string, string>;
}

/** A full login as the page makes it: login header, captcha, then /login. */
export async function login(app: FastifyInstance, o: LoginOptions = {}) {
  const headers = { ...(await loginHeader(app, o.host)), ...o.headers };
  return post(
    app,
    '/api/login',
    {
      account: o.account ?? 'demo001',
      password: o.password ?? 'Demo1234',
      answer: o.answer ?? FIXED_CAPTCHA,
      captcha_token: await captchaToken(app),
      udid: o.udid ?? 'device-a',
      browser: 'Chromium',
      system: 'Linux',
    },
    headers,
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
