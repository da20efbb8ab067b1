import { RedEnvelopeWidget } from './red-envelope-widget';
import { RouletteLauncher } from './roulette-launcher';
import './activities.css';

/**
 * The site activities of a logged-in member, mounted by the app frame after the first paint:
 * the floating red envelope and the roulette launcher, stacked at the page's lower right.
 */
export default function ActivitiesRuntime() {
  return (
    <div className="activity-dock">
      <RedEnvelopeWidget />
      <RouletteLauncher />
    </div>
  );
}
