// What the rest of the console uses from the members: their screens.
export { MemberList } from './member-list';
export { MemberShow } from './member-show';
