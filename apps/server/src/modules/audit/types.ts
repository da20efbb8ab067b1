export type { Audit, AuditEntry } from './service.js';
