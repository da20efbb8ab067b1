import type { SecurityLogin } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { EmptyState } from '../../../shared/ui/empty-state';
import '../../../shared/ui/table/data-table.css';

/** The last 20 logins: time, address and device (a card per login on a phone). */
export function LoginTable({ logins }: { logins: SecurityLogin[] }) {
  const columns = {
    at: t('member.security.col.time'),
    ip: t('member.security.col.ip'),
    device: t('member.security.col.device'),
  };
  return (
    <section className="mc-box" aria-labelledby="mc-logins-title">
      <h2 id="mc-logins-title" className="mc-subtitle mc-box-head">
        {t('member.security.logins')}
      </h2>
      {logins.length === 0 ? (
        <EmptyState compact icon="clock" title={t('member.security.no_logins')} />
      ) : (
        <table className="data-table" aria-labelledby="mc-logins-title">
          <thead>
            <tr>
              {Object.entries(columns).map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {logins.map((login, index) => (
              <tr key={`${login.at}-${index}`}>
                <td data-label={columns.at}>
                  <time dateTime={login.at}>{formatDateTime(login.at)}</time>
                </td>
                <td data-label={columns.ip} className="data-table-mono">
                  {login.ip}
                </td>
                <td data-label={columns.device}>{login.device || t('member.security.unknown_device')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
