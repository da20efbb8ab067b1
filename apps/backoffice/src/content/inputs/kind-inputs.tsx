import type { ComponentType } from 'react';
import type { ContentKind } from '../content-kinds';
import { BannerInputs } from './banner-inputs';
import { ArticleInputs, PromotionInputs, TemplateConfigInputs } from './page-kind-inputs';
import { AdInputs, FloatInputs, LoginInputs, RegisterBackgroundInputs, SponsorInputs } from './picture-kind-inputs';
import {
  AnnouncementInputs,
  BulletinInputs,
  BulletinSettingInputs,
  FooterInputs,
  MobileFooterInputs,
} from './text-kind-inputs';

/** Each kind's own fields (its `data`). */
export const KIND_INPUTS: Record<ContentKind, ComponentType> = {
  banner: BannerInputs,
  announcement: AnnouncementInputs,
  bulletin: BulletinInputs,
  bulletin_setting: BulletinSettingInputs,
  footer: FooterInputs,
  mobile_footer: MobileFooterInputs,
  float: FloatInputs,
  ad: AdInputs,
  template_config: TemplateConfigInputs,
  sponsor: SponsorInputs,
  login: LoginInputs,
  register_background: RegisterBackgroundInputs,
  article: ArticleInputs,
  promotion: PromotionInputs,
};
