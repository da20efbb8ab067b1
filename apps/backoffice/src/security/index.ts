// What the rest of the console uses from the operator's own security settings: the page.
export { SecurityPage } from './security-page';
