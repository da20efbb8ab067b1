import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /arks/web/check-agent-domain: whether this page's origin is an agent's domain. */
export const checkAgentDomain = () =>
  callApi('checkAgentDomain', { host: location.origin, site_id: config.SITE_ID || undefined }, { silent: true });
