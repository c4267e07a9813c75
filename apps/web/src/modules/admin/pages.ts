import { page, type Pages } from '../../app/pageKit';

/** The admin context's screens (banners, failed jobs, alert configuration), each loaded lazily in its own chunk. */
export const adminPages: Pages = {
  '/admin/banner': page('guarded', () => import('./banners/BannerPage')),
  '/admin/jobs': page('guarded', () => import('./jobs/FailedJobsPage')),
  '/admin/alert/configuration': page('guarded', () => import('./alerts/pages/AlertConfigurationPage')),
  '/admin/on-demand-trigger': page('guarded', () => import('./alerts/pages/OnDemandTriggerPage')),
  '/employee/configuration/mail/alert': page('guarded', () => import('./alerts/pages/EmployeeMailAlertPage')),
  '/employee/configuration/on-demand/alert': page('guarded', () => import('./alerts/pages/EmployeeOnDemandAlertPage')),
};
