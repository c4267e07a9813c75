// The access context's face for the rest of the web: the group list, the group picker and the banner calls
// (the admin screens use them).
export { PATHS, useAllGroups, useDeleteBanner, useSetBannerActive } from './admin/api';
export { GroupPicker } from './admin/components/GroupPicker';
