import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { safeString, singleLine } from '../validation.js';

/**
 * The alumni list (/medical/alumniList, getAlumniList): every student whose status is an alumni one, with her
 * graduation year (her degree's, else her record's), speciality and employer of her current job; searched by
 * name, id, employer or speciality, filtered by graduation year and speciality.
 */
export const ALUMNI_LIST_SORTS = ['name', 'id', 'graduationYear', 'employer'] as const;
export const alumniListQuery = pageQuery.extend({
  graduationYear: z.coerce.number().int().min(1950).max(2200).optional(),
  specialityId: z.coerce.number().int().positive().optional(),
  employer: singleLine().max(100).optional(),
});
export type AlumniListQuery = z.infer<typeof alumniListQuery>;
export const alumniListItem = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString().nullable(),
  status: safeString().nullable(),
  graduationYear: z.number().int().nullable(),
  speciality: safeString().nullable(),
  employer: safeString().nullable(),
  position: safeString().nullable(),
  residency: safeString().nullable(),
});
export type AlumniListItem = z.infer<typeof alumniListItem>;
