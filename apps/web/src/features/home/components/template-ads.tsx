import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { useTemplateAds } from '../api/content';
import { adAction } from '../lib/banner-click';
import { ActionTarget } from './action-target';
import './template-ads.css';

/** The ads' pictures are 600x240; the size is given so the row never jumps. */
const AD_SIZE = { width: 600, height: 240 } as const;

/** While loading, the row keeps the place of three cards so the sections below do not jump down later. */
const GHOSTS = 3;

/** The template's ads (model_setting) as a row of picture cards; nothing at all when there are none. */
export function TemplateAds() {
  const ads = useTemplateAds();
  const list = ads.data ?? [];
  if (ads.isPending) {
    return (
      <section className="section" aria-hidden="true">
        <ul className="ads">
          {Array.from({ length: GHOSTS }, (_, i) => (
            <li key={i} className="ad-ghost" />
          ))}
        </ul>
      </section>
    );
  }
  if (list.length === 0) return null;
  return (
    <section className="section" aria-label={t('home.ads')}>
      <ul className="ads">
        {list.map((ad) => (
          <li key={ad.id}>
            <ActionTarget action={adAction(ad, { isDemo: config.IS_DEMO })} className="ad-card" name={ad.title}>
              <img
                className="ad-img"
                src={ad.photo}
                alt={ad.title}
                width={AD_SIZE.width}
                height={AD_SIZE.height}
                loading="lazy"
                decoding="async"
              />
            </ActionTarget>
          </li>
        ))}
      </ul>
    </section>
  );
}
