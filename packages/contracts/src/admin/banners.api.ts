import { z } from 'zod';
import { text, safeString, optionalMultilineText } from '../validation.js';

/** Who sees a banner: everybody, or one kind of user. */
export const BANNER_AUDIENCES = ['All', 'Staff', 'Student', 'Parent', 'Preceptor', 'Employee', 'Alumni'] as const;

export const banner = z.object({
  id: z.number().int(),
  title: safeString(),
  text: safeString().nullable(),
  audience: z.enum(BANNER_AUDIENCES),
  active: z.boolean(),
  imageUrl: safeString().nullable(),
  createdAt: safeString(),
  createdByName: safeString().nullable(),
});
export type Banner = z.infer<typeof banner>;

/** Text fields of the banner form (sent as multipart with an optional `image` file). */
export const bannerInput = z.object({
  title: text(120),
  text: optionalMultilineText(1000),
  audience: z.enum(BANNER_AUDIENCES, { error: 'Choose who sees the banner' }).default('All'),
  active: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type BannerInput = z.infer<typeof bannerInput>;
export const bannerStatusInput = z.object({ active: z.boolean() });
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
