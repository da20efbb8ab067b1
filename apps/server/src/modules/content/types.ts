export type { ContentService, FirstBanners, ReadScope } from './service.js';
