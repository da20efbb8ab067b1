import type { CaptchaReply } from '@playdeck/contract';
import { CAPTCHA_TYPES, CAPTCHA_WAIT_MS } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';
import { CAPTCHA_CODES } from '../lib/codes';

export type CaptchaKind = keyof typeof CAPTCHA_TYPES;
export type { CaptchaReply };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /captcha: asked at once (a reload just works; the server's rule allows a short burst); code 101
 * (over the server's rate rule) waits CAPTCHA_WAIT_MS (1 s), then asks again. The whole wait is part of
 * one pending fetch, so the image cannot be re-requested meanwhile.
 */
export async function getCaptcha(kind: CaptchaKind): Promise<CaptchaReply> {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0) await sleep(CAPTCHA_WAIT_MS);
    try {
      return await callApi(
        'captcha',
        { type: CAPTCHA_TYPES[kind], site_id: config.SITE_ID || undefined },
        { silent: true },
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.code === CAPTCHA_CODES.tooSoon) || attempt >= 3) throw error;
    }
  }
}

export const captchaQueryOptions = (kind: CaptchaKind) =>
  queryOptions({
    queryKey: ['auth', 'captcha', kind],
    queryFn: () => getCaptcha(kind),
    staleTime: Infinity,
    retry: false,
    gcTime: 0,
  });

/** A captcha and a reload that is ignored while one is being fetched (or waited for). */
export function useCaptcha(kind: CaptchaKind) {
  const query = useQuery(captchaQueryOptions(kind));
  const reload = () => {
    if (!query.isFetching) void query.refetch({ cancelRefetch: false });
  };
  return { ...query, reload };
}

/** An <img> source for whatever form the server sent (a data: URL, or raw SVG markup). */
export function captchaImageSrc(captcha: string): string {
  return captcha.trimStart().startsWith('<svg') ? svgDataUrl(captcha) : captcha;
}

/** Raw SVG as a base64 data: URL for an <img>: the markup is never put into the document. */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
