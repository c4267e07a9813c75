import { Page } from '../../../../components/Page';
import { EmployeeAlertList } from '../components/EmployeeAlertList';

/** /employee/configuration/mail/alert: HR's scheduled mail alerts. */
export default function EmployeeMailAlertPage() {
  return (
    <Page title="Mail alerts" subtitle="Scheduled emails: who gets them, at what time (UTC), and whether they are on">
      <EmployeeAlertList kind="scheduled" />
    </Page>
  );
}
