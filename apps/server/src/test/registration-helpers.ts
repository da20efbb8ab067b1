import type { FastifyInstance } from 'fastify';
import { FIXED_CAPTCHA } from './identity-helpers.js';

let clients = 0;
/** A fresh client address per registration: the per-address limits (996, 997) are tested on purpose only. */
export const nextIp = () => {
  clients += 1;
  return `10.88.${(clients >> 8) & 255}.${clients & 255}`;
};

/** A register captcha of the site the headers name (the default site without a host). */
export async function registerCaptcha(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/captcha',
    remoteAddress: nextIp(),
    headers,
    payload: { type: 2 },
  });
  return res.json().data.token;
}

/** POST /api/register from its own client address, with a fresh register captcha. */
export async function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
  ip = nextIp(),
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ip,
    headers,
    payload: { answer: FIXED_CAPTCHA, captcha_token: await registerCaptcha(app, headers), ...body },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies of many shapes
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: any } };
}

let accounts = 0;
/** A valid VND registration (no SMS needed); override fields to break one rule at a time. */
export const vndBody = (over: Record<string, unknown> = {}) => {
  accounts += 1;
  const n = String(accounts).padStart(4, '0');
  return {
    member_account: `vnd${Date.now().toString(36).slice(-4)}${n}`,
    password: 'Abc12345',
    member_currency: 'VND',
    member_name: `NguyenVan${n}`,
    member_phone: `098${Date.now().toString().slice(-3)}${n}`.slice(0, 10),
    ...over,
  };
};
