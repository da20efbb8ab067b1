import { config, customerUrlFor } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime, zoneName } from '../../../shared/lib/format';
import type { MaintenanceNotice } from '../../../shared/stores/game-launch-store';
import { gameLaunchActions } from '../../../shared/stores/game-launch-store';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { Modal } from '../../../shared/ui/modal/modal';

/** A date-time that does not break across lines (non-breaking hyphens and space). */
const unbroken = (value: string) => formatDateTime(value).replace(/-/g, '\u2011').replace(' ', '\u00a0');

/**
 * Play code 203: the platform is under maintenance. The text names the interval when the server
 * sent one; confirming takes the member to online customer service.
 */
export function MaintenanceDialog({ notice }: { notice: MaintenanceNotice }) {
  const locale = usePreferences((s) => s.locale);
  const serviceUrl = customerUrlFor(config.CUSTOMER_URL, locale);
  const close = () => gameLaunchActions.showMaintenance(null);
  const timed = !!(notice.start_at && notice.end_at);
  const text = timed
    ? t('pg.maintain.period', { start: unbroken(notice.start_at!), end: unbroken(notice.end_at!) })
    : t('pg.maintain.general');
  return (
    <Modal
      title={t('pg.maintain.title')}
      onClose={close}
      className="maintenance-dialog"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t('close')}
          </button>
          {serviceUrl && (
            <a className="btn btn--primary" href={serviceUrl} target="_blank" rel="noopener noreferrer" onClick={close}>
              {t('pg.maintain.contact')}
            </a>
          )}
        </>
      }
    >
      <p className="dialog-message" role="alert">
        {text}
      </p>
      {timed && (
        <p className="maintenance-zone">{t('pg.maintain.zone', { zone: zoneName(new Date(notice.start_at!)) })}</p>
      )}
    </Modal>
  );
}
