import type { ComponentType } from 'react';
import { config } from '../../shared/config/public-config';
import { t } from '../../shared/i18n/translate';
import { FloatBarSlot } from '../../features/content/components/float-bar-slot';
import type { LayoutProps } from '../shell/types';
import { DesktopFooter } from './footer/desktop-footer';
import { ApsportHeader } from './headers/apsport-header';
import { SuncityHeader } from './headers/suncity-header';
import { useSiteEffects } from './use-site-effects';
import './layout.css';

/** Desktop templates by TEMPLATE_NAME; an unknown name gets the suncity header and palette. */
const HEADERS: Record<string, ComponentType> = { suncity: SuncityHeader, apsport: ApsportHeader };

export default function DesktopLayout({ header, footer, content, overlays, children }: LayoutProps) {
  useSiteEffects();
  const Header = HEADERS[config.TEMPLATE_NAME] ?? SuncityHeader;
  return (
    <div className="site site--desktop">
      {content && (
        <a href="#main" className="skip-link">
          {t('skip_to_content')}
        </a>
      )}
      {header && <Header />}
      {content && (
        <main id="main" className="site-main">
          {children}
        </main>
      )}
      {footer && <DesktopFooter />}
      {footer && overlays && <FloatBarSlot />}
    </div>
  );
}
