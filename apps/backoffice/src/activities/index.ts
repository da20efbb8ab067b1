// What the rest of the console uses from the activities (red envelopes, roulette wheels).
export { ACTIVITY_HISTORIES, ACTIVITY_SCREENS } from './screens';
