import { BannerArea } from './banner-area';
import { DemoEntrance } from './demo-entrance';
import { GameTypeEntrances } from './game-type-entrances';
import { HotGames } from './hot-games';
import { JackpotStrip } from './jackpot-strip';
import { MarqueeStrip } from './marquee-strip';

/** Home (/): banner, announcements marquee, game-type entrances, jackpot, hot games and demo games (R§2). */
export default function HomePage() {
  return (
    <div className="home">
      <BannerArea />
      <div className="container">
        <MarqueeStrip />
        <GameTypeEntrances />
        <JackpotStrip />
        <HotGames />
        <DemoEntrance />
      </div>
    </div>
  );
}
