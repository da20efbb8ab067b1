import { POPUP_CLOSE_TIME_KEY } from '@playdeck/contract';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { openPage } from '../../../shared/lib/navigation';
import { session } from '../../../shared/lib/storage';
import { useLayout } from '../../../shared/stores/layout-store';
import { useModal } from '../../../shared/stores/modal-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { useDialogs } from '../../../shared/ui/confirm/dialog-store';
import { hideMemberBulletin, useBulletins } from '../api/bulletins';
import { bulletinTarget, hidesOnServer, parseClosedAt, popupAllowedOn, shouldShowPopup } from '../lib/popup-rules';
import { PopupDiscountModal, PopupHistoryModal } from './lazy-parts';

/**
 * Loads the pop-up discount for the page (visitor or member list, this layout's device, the deposit page's
 * own location) and opens it when the rules say so (shouldShowPopup), once no other dialog is on screen.
 */
export default function PopupDiscountRuntime() {
  const mode = useLayout((s) => s.mode);
  const { pathname, search } = useLocation();
  const member = useSession(isLoggedIn);
  // One dialog at a time: the pop-up waits for a login, a confirm box or any other global modal to close.
  const modalOpen = useModal((s) => s.active !== null);
  const dialogOpen = useDialogs((s) => s.queue.length > 0);
  // A prompt of the site's own (add-to-home steps, in-app browser alert) already had this page load.
  const prompted = useModal((s) => s.promptedThisLoad);
  const target = bulletinTarget(mode, pathname, search);
  const bulletins = useBulletins(target, member);
  // What was closed during this page load: "every visit" means the next page load, not the next render.
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [historyOpen, setHistoryOpen] = useState(false);
  const key = `${member ? 'member' : 'visitor'}:${target.display_device}:${target.display_location}`;

  const reply = bulletins.data;
  const frequency = reply?.setting.display_frequency;
  const show =
    !prompted &&
    popupAllowedOn(pathname, search) &&
    reply !== undefined &&
    frequency !== undefined &&
    !closed.has(key) &&
    shouldShowPopup({
      items: reply.list,
      frequency,
      member,
      closedAt: parseClosedAt(session.get(POPUP_CLOSE_TIME_KEY)),
    });

  /**
   * Closing (or following a site link out of the pop-up) remembers the time; with frequency 0 a member's
   * close also hides it on the server.
   */
  const close = async (then?: string) => {
    session.set(POPUP_CLOSE_TIME_KEY, String(Date.now()));
    setClosed((prev) => new Set(prev).add(key));
    setHistoryOpen(false);
    if (frequency !== undefined && hidesOnServer(frequency, member)) {
      // A failed hide was already reported as a toast; reloading would wipe that message away.
      const hidden = await hideMemberBulletin(target).then(
        () => true,
        () => false,
      );
      if (hidden) {
        if (then) window.location.assign(then);
        else window.location.reload();
        return;
      }
    }
    if (then) await openPage(then, mode);
  };

  if (!show || modalOpen || dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <PopupDiscountModal
        items={reply.list}
        onClose={() => void close()}
        onHistory={() => setHistoryOpen(true)}
        onFollowLink={(path) => void close(path)}
      />
      {historyOpen && (
        <PopupHistoryModal onClose={() => setHistoryOpen(false)} onFollowLink={(path) => void close(path)} />
      )}
    </Suspense>
  );
}
