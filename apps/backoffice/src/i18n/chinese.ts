import { raChinese } from './ra-zh';
import { zh } from './zh';

export const chinese = { ...raChinese, ...zh };
