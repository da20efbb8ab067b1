import type { WheelLook } from '../wheel-art/palettes';

/** The look of each template (apps/web/src/app/styles/templates.css): dark/gold or blue. */
const LOOK_OF_TEMPLATE: Record<string, WheelLook> = {
  suncity: 'gold',
  H5_1: 'gold',
  apsport: 'blue',
  H5_2: 'blue',
};

/**
 * The roulette's image set for what boot wrote on <html>: the desktop template on the desktop layout,
 * the mobile one on the mobile layout; a template without a set of its own gets the gold one.
 */
export function wheelLookFor(html: { layout?: string; template?: string; mobileTemplate?: string }): WheelLook {
  const name = html.layout === 'mobile' ? html.mobileTemplate : html.template;
  return (name && Object.hasOwn(LOOK_OF_TEMPLATE, name) && LOOK_OF_TEMPLATE[name]) || 'gold';
}
