import { leadListQuery } from '@caduceus/contracts';
import { recordListFilters } from '../../../components/records/listFilters';

/** The lead list's filters in the URL (the record kit's codec); the names are those of leadListQuery. */
export const LEAD_FILTER_KEYS = [
  'statusId',
  'courseId',
  'campusId',
  'semesterId',
  'sourceId',
  'representativeId',
  'birthCountryId',
  'createdFrom',
  'createdTo',
  'closed',
  'deleted',
] as const;
export type LeadFilterKey = (typeof LEAD_FILTER_KEYS)[number];

export const leadFilters = recordListFilters(LEAD_FILTER_KEYS, leadListQuery.shape);
