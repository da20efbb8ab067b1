import type { NativeAppPlatform } from '@playdeck/contract';

/** The message that tells the operator's native app which token the member signed in with. */
export const TOKEN_LOGIN_SET = 'token-login-set';

export interface TokenLoginSet {
  token: string;
  member_id: string;
  member_account: string;
  member_currency: string;
}

/** The hosts' bridges (decision 0025): a WebKit message handler on iOS, an injected object on Android. */
interface HostWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  PlaydeckAndroid?: { postMessage?(message: string): void };
}

/**
 * Posts token-login-set to the native host app (iOS WKWebView handler `playdeck`, Android bridge
 * `PlaydeckAndroid.postMessage` with JSON). Not in an app, or a host without the bridge: nothing happens.
 * Returns whether the message was handed over.
 */
export function postTokenLoginSet(
  platform: NativeAppPlatform | undefined,
  data: TokenLoginSet,
  host: HostWindow = globalThis as HostWindow,
): boolean {
  const message = { type: TOKEN_LOGIN_SET, data };
  if (platform === 'ios') {
    const handler = host.webkit?.messageHandlers?.playdeck;
    if (!handler) return false;
    handler.postMessage(message);
    return true;
  }
  if (platform === 'android') {
    const bridge = host.PlaydeckAndroid;
    if (typeof bridge?.postMessage !== 'function') return false;
    bridge.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}
