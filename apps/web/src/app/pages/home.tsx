import HomePage from '../../features/home/components/home-page';
import { PopupHistoryButton } from '../../features/popup-discount/components/popup-history-button';

/** Home with the promotion pop-up's history button (features do not import each other). */
export default function Home() {
  return <HomePage extras={<PopupHistoryButton />} />;
}
