/** Lifted to platform/pdf.ts (shared with the lead application); kept as a re-export for this module's imports. */
export * from '../../../platform/pdf.js';
