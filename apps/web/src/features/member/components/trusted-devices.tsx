import type { TrustedDevice } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useRemoveDevice } from '../api/security-device-remove';
import { securityFailure } from '../lib/security-errors';

/**
 * Devices that passed the double validation and skip it since. Removing one makes its next login answer
 * the questions again; the device in use cannot be removed (the server refuses it too).
 */
export function TrustedDevices({ devices }: { devices: TrustedDevice[] }) {
  const remove = useRemoveDevice();
  const ask = async (device: TrustedDevice) => {
    const name = device.device || t('member.security.unknown_device');
    const ok = await confirmDialog({
      title: t('member.security.remove_title'),
      message: t('member.security.remove_confirm', { device: name }),
      confirmText: t('member.security.remove'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(device.id);
      toast.success(t('member.security.removed', { device: name }));
    } catch (error) {
      const text = securityFailure(error);
      if (text) toast.error(text);
    }
  };
  return (
    <section className="mc-box" aria-labelledby="mc-devices-title">
      <h2 id="mc-devices-title" className="mc-subtitle mc-box-head">
        {t('member.security.devices')}
      </h2>
      <p className="mc-note">{t('member.security.devices_note')}</p>
      {devices.length === 0 ? (
        <EmptyState compact icon="shield" title={t('member.security.no_devices')} />
      ) : (
        <ul className="mc-rows">
          {devices.map((device) => (
            <li key={device.id} className="mc-row mc-row--item">
              <span className="mc-row-value">{device.device || t('member.security.unknown_device')}</span>
              <span className="mc-muted">
                {t('member.security.trusted_at', { time: formatDateTime(device.trusted_at) })}
              </span>
              <span className="mc-row-side">
                {device.current === 1 ? (
                  <span className="chip mc-chip--current">{t('member.security.this_device')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={t('member.security.remove_named', {
                      device: device.device || t('member.security.unknown_device'),
                    })}
                    onClick={() => void ask(device)}
                    disabled={remove.isPending}
                  >
                    {t('member.security.remove')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
