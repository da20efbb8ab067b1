import type { ComponentType } from 'react';
import { config } from '../../shared/config/public-config';
import { FloatBarSlot } from '../../features/content/components/float-bar-slot';
import type { LayoutProps } from '../shell/types';
import { MobileTabBar } from './footer/mobile-tab-bar';
import { H51Header } from './headers/h5-1-header';
import { H52Header } from './headers/h5-2-header';
import { useSiteEffects } from './use-site-effects';
import './layout.css';

/** Mobile templates by MOBILE_TEMPLATE_NAME (H5_1..H5_8); names without a header of their own get H5_1. */
const HEADERS: Record<string, ComponentType> = { H5_1: H51Header, H5_2: H52Header };

export default function MobileLayout({ header, footer, content, overlays, children }: LayoutProps) {
  useSiteEffects();
  const Header = HEADERS[config.MOBILE_TEMPLATE_NAME] ?? H51Header;
  return (
    <div className={`site site--mobile${footer ? ' site--tabbar' : ''}`}>
      {header && <Header />}
      {content && (
        <main id="main" className="site-main">
          {children}
        </main>
      )}
      {footer && <MobileTabBar />}
      {footer && overlays && <FloatBarSlot />}
    </div>
  );
}
