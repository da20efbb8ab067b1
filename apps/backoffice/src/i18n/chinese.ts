import { raChinese } from './ra-zh';
import { zh } from './zh';
import { zhTiptap } from './zh-content';

export const chinese = { ...raChinese, ...zh, ra: { ...raChinese.ra, tiptap: zhTiptap } };
