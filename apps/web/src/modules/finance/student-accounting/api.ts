import type { StudentAccountingInfoInput, StudentAccountingOtherInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../app/client';

/** accounting-details and the accounting settings' bulk updates of the same record: the URLs screens use as such. */
export const ACCOUNTING_PATHS = {
  record: (studentId: number) => apiUrl('/api/students/{studentId}/accounting', { studentId }),
  /** students with their accounting values (the bulk updates' first step) */
  list: listUrl('/api/students/accounting'),
  bulkAccounting: apiUrl('/api/students/bulk/accounting'),
  bulkInvoiceFinancialStatus: apiUrl('/api/students/bulk/invoice-financial-status'),
} as const;

export const useStudentAccounting = (studentId: number) =>
  useGet('/api/students/{studentId}/accounting', { path: { studentId } });

export function useAccountingWrites(studentId: number) {
  const invalidate = [
    ACCOUNTING_PATHS.record(studentId),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
    ACCOUNTING_PATHS.list,
  ];
  return {
    info: useApiMutation(
      (body: StudentAccountingInfoInput) =>
        call('put', '/api/students/{studentId}/accounting', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    other: useApiMutation(
      (body: StudentAccountingOtherInput) =>
        call('put', '/api/students/{studentId}/accounting/other-info', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
  };
}
