// The admin context's face: the banners shown on the dashboard, the landing page and the student record.
export { ActiveBanners } from './banners/ActiveBanners';
