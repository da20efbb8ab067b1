import { ARTICLE_KINDS, H5_TEMPLATES, HOME_SECTIONS, MOBILE_FOOTER_TABS } from '@playdeck/contract';

// SelectInput and RadioButtonGroupInput translate `name`, so each choice is a message key; numeric codes
// keep number ids, as the API takes numbers.
const coded = (codes: readonly number[], prefix: string) => codes.map((id) => ({ id, name: `${prefix}.${id}` }));
const named = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const useTypeChoices = coded([0, 1, 2], 'app.content.use_type');
export const linkTypeChoices = coded([0, 1, 2], 'app.content.link_type');
export const linkMethodChoices = coded([0, 1], 'app.content.link_method');
export const deviceChoices = coded([0, 1, 2], 'app.content.device');
export const locationChoices = coded([2, 3], 'app.content.location');
export const frequencyChoices = coded([0, 1, 2], 'app.content.frequency');
export const flagChoices = coded([1, 0], 'app.content.flag');
export const articleKindChoices = named(ARTICLE_KINDS, 'app.content.article_kind');
export const mobileFooterTabChoices = named(MOBILE_FOOTER_TABS, 'app.content.tab');
export const homeSectionChoices = named(HOME_SECTIONS, 'app.content.home_section');
/** Template names are names, not words: shown as they are. */
export const h5Choices = H5_TEMPLATES.map((id) => ({ id, name: id }));
export const statusChoices = named(['live', 'scheduled', 'ended'], 'app.content.status');
/** The demo's promotion categories; a site may use others (lower-case letters and _). */
export const PROMOTION_CATEGORIES = ['all', 'slot', 'live_casino', 'sports', 'lottery', 'fishing', 'other'];
