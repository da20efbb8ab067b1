// What the rest of the console uses from the programmes (recommend a friend, cash back): their screens,
// their menu group and their data-provider part.
export { PROGRAMME_SCREENS } from './screens';
export { PROGRAMMES_MENU, ProgrammesMenu } from './programmes-menu';
export { withProgrammes } from './programmes-data-provider';
