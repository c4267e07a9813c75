// The audit log, record access log and outbox are the platform's tables (platform writes them, this module
// serves their views); they are exported here too so that modules import them from their owner's face.
export { auditLog, outbox, recordAccessLog } from '../../../platform/db/tables.js';
