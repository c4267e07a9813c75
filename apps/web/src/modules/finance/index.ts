// The finance context's face: the student-accounting calls' paths (reference's bulk accounting screen uses them).
export { ACCOUNTING_PATHS } from './student-accounting/api';
