import { PROTECTION_MEASURES, PROTECTION_PERIODS, TIME_OUT_PERIODS } from '@playdeck/contract';
import { FLAG_STATES, HARM_MARKERS } from '@playdeck/contract/admin';
import { choices } from '../shared/choices';

export const measureChoices = choices(PROTECTION_MEASURES, 'app.protection.measure');
export const periodChoices = choices(PROTECTION_PERIODS, 'app.protection.period');
export const timeOutChoices = choices(TIME_OUT_PERIODS, 'app.protection.time_out_period');
export const markerChoices = choices(HARM_MARKERS, 'app.protection.marker');
export const flagStateChoices = choices(FLAG_STATES, 'app.protection.flag_state');
