import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';
import { enTiptap } from './en-content';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
];

// ra-input-rich-text's toolbar asks for ra.tiptap.*, which ra-language-english does not carry.
const english = { ...englishMessages, ...en, ra: { ...englishMessages.ra, tiptap: enTiptap } };

/** English is bundled (the first locale must load synchronously); Chinese is a chunk fetched on switch. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'zh' ? import('./chinese').then((m) => m.chinese) : english),
  'en',
  LOCALES,
);

/** The `lang` attribute for a console locale. */
export const htmlLang = (locale: string) => (locale === 'zh' ? 'zh-CN' : 'en');
