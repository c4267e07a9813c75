import type { StudentAccounting, StudentAccountingInfoInput, StudentAccountingOtherInput } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';

/** accounting-details and the accounting settings' bulk updates of the same record: paths and queries. */
export const ACCOUNTING_PATHS = {
  record: (studentId: number) => `/api/students/${studentId}/accounting`,
  otherInfo: (studentId: number) => `/api/students/${studentId}/accounting/other-info`,
  /** students with their accounting values (the bulk updates' first step) */
  list: '/api/students/accounting',
  bulkAccounting: '/api/students/bulk/accounting',
  bulkInvoiceFinancialStatus: '/api/students/bulk/invoice-financial-status',
} as const;

export const useStudentAccounting = (studentId: number) =>
  useApiQuery<StudentAccounting>(ACCOUNTING_PATHS.record(studentId));

export function useAccountingWrites(studentId: number) {
  const invalidate = [
    ACCOUNTING_PATHS.record(studentId),
    `/api/students/${studentId}/activity-log`,
    ACCOUNTING_PATHS.list,
  ];
  return {
    info: useApiMutation(
      (body: StudentAccountingInfoInput) => api.put<StudentAccounting>(ACCOUNTING_PATHS.record(studentId), body),
      { invalidate, errorToast: false },
    ),
    other: useApiMutation(
      (body: StudentAccountingOtherInput) => api.put<StudentAccounting>(ACCOUNTING_PATHS.otherInfo(studentId), body),
      { invalidate, errorToast: false },
    ),
  };
}
