// Browser tests drive Debian's Chromium; install it through apt when it is missing and we are root, with
// CJK fonts, so screenshots of the Chinese, Japanese and Korean pages show their text rather than boxes.
import { existsSync } from 'node:fs';
import { aptInstall } from './ensure-deps.mjs';

export const CHROMIUM = '/usr/bin/chromium';
const CJK_FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CJK_FONTS)) return;
  if (existsSync(CHROMIUM) && process.getuid?.() !== 0) return; // the fonts only make screenshots readable
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium\n` +
        '(or run npm test as root, which installs it).',
    );
    process.exit(1);
  }
  console.log('Installing Chromium and CJK fonts for the browser tests (apt-get)...');
  if (!aptInstall(['chromium', 'fonts-noto-cjk'])) {
    console.error('Installing Chromium failed; see the output above.');
    process.exit(1);
  }
}
