import { useEffect, useRef } from 'react';
import { t } from '../../../shared/i18n/translate';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { goToMemberPage } from '../lib/member-links';

/**
 * When the member must verify a bank account before depositing, a confirm dialog offers to
 * go to /user/BindAccount, once per visit of the page.
 */
export function useVerificationOffer(needed: boolean): void {
  const offered = useRef(false);
  useEffect(() => {
    if (!needed || offered.current) return;
    offered.current = true;
    void confirmDialog({
      title: t('pay.verify_title'),
      message: t('pay.verify_text'),
      confirmText: t('pay.verify_go'),
    }).then((go) => {
      if (go) goToMemberPage('BindAccount');
    });
  }, [needed]);
}
