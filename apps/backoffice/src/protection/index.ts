// What the rest of the console uses from player protection: its screens, its menu group, the member
// page's tab and its data-provider part (the types are in types.ts).
export { PROTECTION_SCREENS } from './screens';
export { PROTECTION_MENU, ProtectionMenu } from './protection-menu';
export { MemberProtectionTab } from './member-protection-tab';
export { withProtection } from './protection-data-provider';
