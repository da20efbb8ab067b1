import { BannerArea } from './banner-area';
import { GameTypeEntrances } from './game-type-entrances';
import { HotGames } from './hot-games';
import { JackpotStrip } from './jackpot-strip';
import { MarqueeStrip } from './marquee-strip';

/** Home (/): banner, announcements marquee, game-type entrances, jackpot and hot games (R§2). */
export default function HomePage() {
  return (
    <div className="home">
      <BannerArea />
      <div className="container">
        <MarqueeStrip />
        <GameTypeEntrances />
        <JackpotStrip />
        <HotGames />
      </div>
    </div>
  );
}
