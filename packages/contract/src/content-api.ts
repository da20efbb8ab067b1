import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import {
  articleRequest,
  articlesRequest,
  bulletinRequest,
  carouselRequest,
  floatRequest,
  footerRequest,
  marqueeRequest,
  mobileFooterRequest,
  modelRequest,
  promotionRequest,
  promotionsRequest,
  registerBackgroundRequest,
  templateConfigRequest,
} from './content-calls.js';
import type {
  Article,
  ArticleSummary,
  BulletinReply,
  CarouselReply,
  FloatItem,
  FooterItem,
  ListReply,
  MarqueeReply,
  MobileFooterItem,
  ModelAd,
  ModelLoginReply,
  Promotion,
  PromotionSummary,
  RegisterBackgroundReply,
  Sponsor,
  TemplateConfig,
} from './content.js';

/** The template and site content calls, plus the article and promotion pages (ours). */
export const contentCalls = {
  carousel: call<typeof carouselRequest, CarouselReply>({
    path: CALL_PATHS.carousel,
    method: 'POST',
    request: carouselRequest,
    auth: false,
  }),
  marquee: call<typeof marqueeRequest, MarqueeReply>({
    path: CALL_PATHS.marquee,
    method: 'POST',
    request: marqueeRequest,
    auth: false,
  }),
  bulletin: call<typeof bulletinRequest, BulletinReply>({
    path: CALL_PATHS.bulletin,
    method: 'POST',
    request: bulletinRequest,
    auth: false,
  }),
  memberBulletin: call<typeof bulletinRequest, BulletinReply>({
    path: CALL_PATHS.memberBulletin,
    method: 'POST',
    request: bulletinRequest,
    auth: true,
  }),
  bulletinHistory: call<typeof bulletinRequest, BulletinReply>({
    path: CALL_PATHS.bulletinHistory,
    method: 'POST',
    request: bulletinRequest,
    auth: false,
  }),
  memberBulletinHide: call<typeof bulletinRequest, Record<string, never>>({
    path: CALL_PATHS.memberBulletinHide,
    method: 'POST',
    request: bulletinRequest,
    auth: true,
  }),
  footer: call<typeof footerRequest, ListReply<FooterItem>>({
    path: CALL_PATHS.footer,
    method: 'POST',
    request: footerRequest,
    auth: false,
  }),
  mobileFooter: call<typeof mobileFooterRequest, ListReply<MobileFooterItem>>({
    path: CALL_PATHS.mobileFooter,
    method: 'POST',
    request: mobileFooterRequest,
    auth: false,
  }),
  float: call<typeof floatRequest, ListReply<FloatItem>>({
    path: CALL_PATHS.float,
    method: 'POST',
    request: floatRequest,
    auth: false,
  }),
  modelSetting: call<typeof modelRequest, ListReply<ModelAd>>({
    path: CALL_PATHS.modelSetting,
    method: 'POST',
    request: modelRequest,
    auth: false,
  }),
  modelSponsor: call<typeof modelRequest, ListReply<Sponsor>>({
    path: CALL_PATHS.modelSponsor,
    method: 'POST',
    request: modelRequest,
    auth: false,
  }),
  modelLogin: call<typeof modelRequest, ModelLoginReply>({
    path: CALL_PATHS.modelLogin,
    method: 'POST',
    request: modelRequest,
    auth: false,
  }),
  registerBackground: call<typeof registerBackgroundRequest, RegisterBackgroundReply>({
    path: CALL_PATHS.registerBackground,
    method: 'POST',
    request: registerBackgroundRequest,
    auth: false,
  }),
  /** Local /api/template_config: success is code 1000. */
  templateConfig: call<typeof templateConfigRequest, TemplateConfig>({
    path: CALL_PATHS.templateConfig,
    method: 'POST',
    request: templateConfigRequest,
    auth: false,
  }),
  articles: call<typeof articlesRequest, ListReply<ArticleSummary>>({
    path: CALL_PATHS.articles,
    method: 'POST',
    request: articlesRequest,
    auth: false,
  }),
  article: call<typeof articleRequest, { detail: Article }>({
    path: CALL_PATHS.article,
    method: 'POST',
    request: articleRequest,
    auth: false,
  }),
  promotions: call<typeof promotionsRequest, ListReply<PromotionSummary>>({
    path: CALL_PATHS.promotions,
    method: 'POST',
    request: promotionsRequest,
    auth: false,
  }),
  promotion: call<typeof promotionRequest, { detail: Promotion }>({
    path: CALL_PATHS.promotion,
    method: 'POST',
    request: promotionRequest,
    auth: false,
  }),
};
