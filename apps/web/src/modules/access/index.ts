// The access context's face for the rest of the web: the group list and the banner calls (the admin screens use them).
export { PATHS, useAllGroups, useDeleteBanner, useSetBannerActive } from './admin/api';
