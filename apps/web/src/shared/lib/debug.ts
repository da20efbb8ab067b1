import { config } from '../config/public-config';
import { createDebugLog } from './debug-log';

/** The site's debug log: quiet in production. */
export const debugLog = createDebugLog(config.APP_ENV);
