import type { StudentHeader, StudentRecord } from '@caduceus/contracts';
import { useApiQuery } from '../../app/api';

/** The student record's API paths (each tab module adds its own next to its page). */
export const STUDENT_PATHS = {
  list: '/api/students',
  mine: '/api/students/mine',
  header: (id: number) => `/api/students/${id}/header`,
  record: (id: number) => `/api/students/${id}`,
  photo: (id: number) => `/api/students/${id}/photo`,
} as const;

export const useStudentHeader = (id: number | null) => useApiQuery<StudentHeader>(id ? STUDENT_PATHS.header(id) : null);
export const useStudentRecord = (id: number | null) => useApiQuery<StudentRecord>(id ? STUDENT_PATHS.record(id) : null);
