import { studentListQuery } from '@caduceus/contracts';
import { recordListFilters } from '../../components/records/listFilters';

/** The student list's filters in the URL (the record kit's codec); the names are those of studentListQuery. */
export const STUDENT_FILTER_KEYS = [
  'name',
  'studentId',
  'email',
  'statusId',
  'studentTypeId',
  'courseStatus',
  'campusId',
  'semesterId',
  'cohort',
  'stageId',
  'financialStatus',
] as const;
export type StudentFilterKey = (typeof STUDENT_FILTER_KEYS)[number];

export const studentFilters = recordListFilters(STUDENT_FILTER_KEYS, studentListQuery.shape);
export const {
  fromSearch: filtersFromSearch,
  withFilters: searchWithFilters,
  without: searchWithoutFilters,
} = studentFilters;
