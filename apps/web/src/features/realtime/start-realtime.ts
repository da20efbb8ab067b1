import { forgetMemberLinkProblem, reportMemberLinkLost } from '../../shared/realtime/member-link';
import { debugLog } from '../../shared/lib/debug';
import { connectRealtime } from '../../shared/realtime/realtime-client';
import { useLayout } from '../../shared/stores/layout-store';
import { usePreferences } from '../../shared/stores/preferences-store';
import { useSession } from '../../shared/stores/session-store';
import { channelsFor } from './channels';
import { createMemberLinkWatch } from './member-link-watch';

export interface RealtimeSettings {
  websocketUrl: string;
  templateName: string;
}

/**
 * Connects once and keeps the joined channels in step with the session and layout: logging in joins the
 * member channels (and reconnects with the token), logging out leaves them. A member channel that is
 * refused, or not live 2 s after it was asked for, is reported (the auth feature decides what it means).
 */
export async function startRealtime({ websocketUrl, templateName }: RealtimeSettings): Promise<void> {
  const session = useSession.getState();
  const watch = createMemberLinkWatch(reportMemberLinkLost);
  const connection = await connectRealtime({
    url: websocketUrl,
    token: session.token,
    onSubscription: (channel, state) => {
      debugLog('realtime', channel, state);
      watch.observe(channel, state);
    },
    onDisconnect: watch.reset,
  });
  let token = session.token;
  const sync = () => {
    const { memberId, token: nextToken, currency: memberCurrency } = useSession.getState();
    if (nextToken !== token) {
      token = nextToken;
      watch.reset();
      forgetMemberLinkProblem();
      connection.setToken(nextToken);
    }
    connection.setChannels(
      channelsFor({
        mode: useLayout.getState().mode,
        templateName,
        currency: (memberId && memberCurrency) || usePreferences.getState().currency,
        memberId,
        token: nextToken,
      }),
    );
  };
  sync();
  useSession.subscribe(sync);
  useLayout.subscribe(sync);
  usePreferences.subscribe(sync);
}
