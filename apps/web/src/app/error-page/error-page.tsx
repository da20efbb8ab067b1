import { useEffect } from 'react';
import { config, customerUrlFor } from '../../shared/config/public-config';
import { usePreferences } from '../../shared/stores/preferences-store';
import './error-page.css';

/**
 * This screen speaks Chinese and English at once, whatever the visitor's language, and it must
 * render even when no catalog could be loaded; so its words are fixed here rather than in a catalog.
 */
const TEXT = {
  upgradingZh: '网站升级中',
  upgradingEn: 'The site is being upgraded',
  laterZh: '给您带来不便，敬请谅解，请稍后再试。',
  laterEn: 'Sorry for the inconvenience, please try again later.',
  homeZh: '返回首页',
  homeEn: 'Back to home',
  serviceZh: '在线客服',
  serviceEn: 'Online customer service',
};

export interface ErrorPageProps {
  status?: number;
  /** What went wrong, e.g. 'Page Not Found: /discount/abc'. */
  message?: string;
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  const locale = usePreferences((s) => s.locale);
  const serviceUrl = status >= 500 && status <= 599 ? customerUrlFor(config.CUSTOMER_URL, locale) : undefined;
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <main className="error-screen">
      <div className="error-card">
        <svg className="error-art" viewBox="0 0 120 120" aria-hidden="true">
          <circle cx="60" cy="60" r="56" fill="currentColor" opacity="0.08" />
          <path
            fill="currentColor"
            d="M60 30l6 2 2 8 6 3 7-4 5 5-4 7 3 6 8 2v8l-8 2-3 6 4 7-5 5-7-4-6 3-2 8h-8l-2-8-6-3-7 4-5-5 4-7-3-6-8-2v-8l8-2 3-6-4-7 5-5 7 4 6-3 2-8zm0 18a12 12 0 100 24 12 12 0 000-24z"
            opacity="0.85"
          />
        </svg>
        <p className="error-status">{status}</p>
        <h1 className="error-title">{title}</h1>
        <p className="error-lead" lang="zh-CN">
          {TEXT.upgradingZh}
        </p>
        <p className="error-lead" lang="en">
          {TEXT.upgradingEn}
        </p>
        {message && <p className="error-message">{message}</p>}
        <p className="error-note">
          <span lang="zh-CN">{TEXT.laterZh}</span>
          <br />
          <span lang="en">{TEXT.laterEn}</span>
        </p>
        <div className="error-actions">
          <a className="error-btn" href="/">
            {TEXT.homeZh} / {TEXT.homeEn}
          </a>
          {serviceUrl && (
            <a className="error-btn error-btn--primary" href={serviceUrl} target="_blank" rel="noopener noreferrer">
              {TEXT.serviceZh} / {TEXT.serviceEn}
            </a>
          )}
        </div>
      </div>
    </main>
  );
}
