import type { HomeSection } from '@playdeck/contract';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useLayout } from '../../../shared/stores/layout-store';
import { useTemplateConfig } from '../api/content';
import { homeSections } from '../lib/home-sections';
import { BannerArea } from './banner-area';
import { DemoEntrance } from './demo-entrance';
import { GameTypeEntrances } from './game-type-entrances';
import { HotGames } from './hot-games';
import { JackpotStrip } from './jackpot-strip';
import { MarqueeStrip } from './marquee-strip';
import { NearViewport } from './near-viewport';
import { TemplateAds } from './template-ads';

/** What each section name of the template config shows; `sponsors` lives on its own page (/sponsor). */
const SECTIONS: Record<HomeSection, () => ReactNode> = {
  banner: () => <BannerArea />,
  marquee: () => <MarqueeStrip />,
  // The template's ads follow the game-type entrances, wherever those are placed.
  entrances: () => (
    <>
      <GameTypeEntrances />
      <TemplateAds />
    </>
  ),
  // Below the first screen: rendered (and their calls made) when the visitor scrolls near them.
  jackpot: () => (
    <NearViewport minHeight={160}>
      <JackpotStrip />
    </NearViewport>
  ),
  hot: () => (
    <NearViewport minHeight={320}>
      <HotGames />
    </NearViewport>
  ),
  demo: () => (
    <NearViewport minHeight={180}>
      <DemoEntrance />
    </NearViewport>
  ),
  sponsors: () => null,
};

/**
 * Home (/): banner, announcements marquee, game-type entrances and ads, jackpot, hot games and demo games,
 * in the mobile template's order on phones. `extras` are what other features add (composed in app/pages).
 */
export default function HomePage({ extras }: { extras?: ReactNode }) {
  const mode = useLayout((s) => s.mode);
  const templateConfig = useTemplateConfig();
  const order = homeSections(mode, templateConfig.data?.home_sections);
  return (
    <div className="home">
      {order.map((name) =>
        // The banner spans the page on desktop; every other section sits in the centred column.
        name === 'banner' ? (
          <Fragment key={name}>{SECTIONS.banner()}</Fragment>
        ) : (
          <div key={name} className="container">
            {SECTIONS[name]()}
          </div>
        ),
      )}
      {extras}
    </div>
  );
}
