import { DEFAULT_REGISTER_BACKGROUND } from '@playdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { templateParam } from '../../../shared/api/games/catalogue-params';
import { config } from '../../../shared/config/public-config';
import { currentLocale } from '../../../shared/i18n/translate';
import type { LayoutMode } from '../../../shared/lib/device';

// Decoration around the sign-in forms: failures stay silent and the forms simply show without it.

/** /web/model_login: the login page's title, text and pictures for the layout's template. */
export function useLoginPageContent(mode: LayoutMode) {
  const template = templateParam(mode);
  const language = currentLocale();
  return useQuery({
    queryKey: ['content', 'modelLogin', template, language],
    queryFn: () => callApi('modelLogin', { model_version: template, language }, { silent: true }),
  });
}

/** register-background/detail for the mobile template; the default picture when it has none. */
export function useRegisterBackground() {
  const template = config.MOBILE_TEMPLATE_NAME;
  const query = useQuery({
    queryKey: ['content', 'registerBackground', template],
    queryFn: () =>
      callApi('registerBackground', { template }, { silent: true }).then(
        (reply) => reply.detail?.photo || DEFAULT_REGISTER_BACKGROUND,
      ),
  });
  return query.isError ? DEFAULT_REGISTER_BACKGROUND : query.data;
}
