import { useEffect, useState } from 'react';
import { config } from '../../../shared/config/public-config';
import { loadNamespace } from '../../../shared/i18n/catalogs';
import { currentLocale, t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';
import { RegisterForm } from './register-form';
import './auth.css';
import './register-page.css';

/** /register outside production (production redirects it to home and opens the register modal). */
export default function RegisterPage() {
  // The form's messages live in the auth catalogue (usually loaded already by the session runtime).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespace(currentLocale(), 'auth').then(() => setReady(true));
  }, []);
  return (
    <div className="container page register-page">
      <section className="register-promo" aria-labelledby="register-promo-title">
        <h1 id="register-promo-title" className="register-promo-title">
          {t('signup.promo_title', { site: config.SITE_NAME })}
        </h1>
        <p className="register-promo-text">{t('signup.promo_text')}</p>
        <ul className="register-perks">
          <li>
            <Icon name="shield" />
            {t('signup.perk_secure')}
          </li>
          <li>
            <Icon name="clock" />
            {t('signup.perk_fast')}
          </li>
          <li>
            <Icon name="headset" />
            {t('signup.perk_service')}
          </li>
        </ul>
      </section>
      <section className="card register-card" aria-labelledby="register-title">
        <h2 id="register-title" className="register-card-title">
          {t('register')}
        </h2>
        {ready && <RegisterForm />}
      </section>
    </div>
  );
}
