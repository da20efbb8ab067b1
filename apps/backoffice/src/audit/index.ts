// What the rest of the console uses from the audit trail: its list, and the entries the member page shows.
export { AuditList } from './audit-list';
export { AuditEntries } from './audit-entries';
