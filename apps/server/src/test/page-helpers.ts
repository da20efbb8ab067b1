import type { FirstData } from '@playdeck/contract';
import { FIRST_DATA_GLOBAL } from '@playdeck/contract';

/** The inline first data of a served page. */
export function firstDataOf(page: string): FirstData {
  const json = new RegExp(`window\\.${FIRST_DATA_GLOBAL}=(\\{.*?\\})</script>`).exec(page)?.[1];
  if (!json) throw new Error('the page carries no first data');
  return JSON.parse(json) as FirstData;
}
