// the record kit's audited entries of a student, as academics' services have always imported them
export { auditedEntries, type EntryRules, type EntryTable } from '../kit/index.js';
