import type { CallRequest, Locale } from '@playdeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';

/**
 * The article kinds the site's pages read (main, faq); the contract's ARTICLE_KINDS also names operator
 * content served by its own call (agent_agreement).
 */
export type PageArticleKind = CallRequest<'articles'>['kind'];

/** The server's answer for an unknown article or promotion id (envelope code 404). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 404;

/** A missing page stays missing: asking again would only delay the "not found" state. */
const retryUnlessMissing = (failures: number, error: unknown) => !isNotFound(error) && failures < 2;

// Silent: each page shows its own empty or error state instead of a toast.
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'promotions'],
    queryFn: () => callApi('promotions', {}, { silent: true }).then((reply) => reply.list),
  });

export const promotionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['content', 'promotion', id],
    queryFn: () => callApi('promotion', { id }, { silent: true }).then((reply) => reply.detail),
    retry: retryUnlessMissing,
  });

export const articlesQueryOptions = (kind: PageArticleKind) =>
  queryOptions({
    queryKey: ['content', 'articles', kind],
    queryFn: () =>
      callApi('articles', { kind }, { silent: true }).then((reply) =>
        [...reply.list].sort((a, b) => a.sort - b.sort || a.id - b.id),
      ),
  });

export const articleQueryOptions = (kind: PageArticleKind, id: number) =>
  queryOptions({
    queryKey: ['content', 'article', kind, id],
    queryFn: () => callApi('article', { kind, id }, { silent: true }).then((reply) => reply.detail),
    retry: retryUnlessMissing,
  });

export const sponsorsQueryOptions = (modelVersion: string, language: Locale) =>
  queryOptions({
    queryKey: ['content', 'modelSponsor', modelVersion, language],
    queryFn: () =>
      callApi('modelSponsor', { model_version: modelVersion, language }, { silent: true }).then((reply) =>
        [...reply.list].sort((a, b) => a.sort - b.sort || a.id - b.id),
      ),
  });

export const usePromotions = () => useQuery(promotionsQueryOptions());
export const usePromotion = (id: number) => useQuery(promotionQueryOptions(id));
export const useArticles = (kind: PageArticleKind) => useQuery(articlesQueryOptions(kind));
export const useArticle = (kind: PageArticleKind, id: number | undefined) =>
  useQuery({ ...articleQueryOptions(kind, id ?? 0), enabled: id !== undefined });
export const useSponsors = (modelVersion: string, language: Locale) =>
  useQuery(sponsorsQueryOptions(modelVersion, language));
