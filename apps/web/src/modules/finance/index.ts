// The finance context's face: the student-accounting calls' paths (reference's bulk accounting screen uses them).
export { ACCOUNTING_PATHS } from './student-accounting/api';
// a rotation's pay-now dialog (the clinical context's rotation screen opens it)
export { RotationPayDialog } from './rotations/RotationPayDialog';
