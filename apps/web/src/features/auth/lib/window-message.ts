/**
 * Messages between this site's windows through the `window-msg` storage key: the social-login
 * popup reports authLogin / authLoginClose, a game or payment window reports quickGame.
 */
export type WindowMessage =
  | { type: 'authLogin'; data: Record<string, unknown> }
  | { type: 'authLoginClose'; data: Record<string, unknown> }
  /** `name`: the window or frame that reported (a game's /close page), when it knows its name. */
  | { type: 'quickGame'; data: { window: WaitingWindow; name?: string } };

/** The windows that wait for something (a game URL, a payment) and may be told to close. */
export const WAITING_WINDOWS = ['game', 'deposit', 'fp'] as const;
export type WaitingWindow = (typeof WAITING_WINDOWS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

export function parseWindowMessage(raw: string | null): WindowMessage | undefined {
  let message: unknown;
  try {
    message = JSON.parse(raw ?? '');
  } catch {
    return undefined;
  }
  if (!isRecord(message)) return undefined;
  const data = isRecord(message.data) ? message.data : {};
  if (message.type === 'authLogin' || message.type === 'authLoginClose') return { type: message.type, data };
  if (message.type === 'quickGame') {
    const target = WAITING_WINDOWS.find((name) => name === (data.window ?? data.type));
    if (!target) return undefined;
    const name = typeof data.name === 'string' && data.name ? data.name : undefined;
    return { type: 'quickGame', data: name ? { window: target, name } : { window: target } };
  }
  return undefined;
}

/** authLoginClose shows an error only when the popup reported a result code other than success. */
export function failureOf(data: Record<string, unknown>): { message: string } | undefined {
  const code = data.code ?? data.result_code;
  if (code === undefined || code === null || code === '' || String(code) === '100') return undefined;
  const message = data.message ?? data.msg ?? data.result_message;
  return { message: typeof message === 'string' ? message : '' };
}
