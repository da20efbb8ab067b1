import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { registerSettingsQueryOptions } from '../api/register-settings';
import { useReferral } from '../hooks/use-referral';
import { openCurrencies } from '../lib/register-fields';
import { takeRegisterCurrency } from '../lib/referral';
import { RegisterFields } from './register-fields';

const SETTINGS_TOAST_MS = 5_000;

/**
 * Registration: the settings load first, then the agent / recommend checks; the form itself
 * starts once both have answered, with the currency they (or the link, or the visitor) chose.
 */
export function RegisterForm() {
  const settings = useQuery(registerSettingsQueryOptions());
  const referral = useReferral(settings.isSuccess);
  const visitorCurrency = usePreferences((s) => s.currency);
  // Read (and kept in its cookie) once per form: the link's currency, or the one an earlier link left.
  const [linkCurrency] = useState(() => takeRegisterCurrency(new URLSearchParams(location.search)));
  useEffect(() => {
    if (settings.isError) toast.error(t('signup.error_setting'), SETTINGS_TOAST_MS);
  }, [settings.isError]);

  if (settings.isError) {
    return (
      <div className="register-state">
        <p>{t('signup.error_setting')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void settings.refetch()}>
          {t('signup.retry')}
        </button>
      </div>
    );
  }
  if (!settings.data || !referral.ready) {
    return (
      <p className="register-state" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  const open = openCurrencies(settings.data.list);
  const query = new URLSearchParams(location.search);
  const asked = query.get('currency') ?? undefined;
  const onlyCurrency = !!asked && !query.get('id') && !query.get('invite');
  const pick = [referral.currency, linkCurrency, visitorCurrency].find((c) => c && open.includes(c)) ?? open[0] ?? '';
  return (
    <>
      {referral.banner && (
        <p className="register-banner" role="status">
          {t(referral.banner)}
        </p>
      )}
      {onlyCurrency && !open.includes(asked) && (
        <p className="register-banner" role="status">
          {t('signup.banner_currency_closed', { currency: asked })}
        </p>
      )}
      <RegisterFields settings={settings.data.list} currencies={open} initialCurrency={pick} referral={referral} />
    </>
  );
}
