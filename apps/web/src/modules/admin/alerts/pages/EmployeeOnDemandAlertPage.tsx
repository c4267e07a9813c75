import { Page } from '../../../../components/Page';
import { EmployeeAlertList } from '../components/EmployeeAlertList';

/** /employee/configuration/on-demand/alert: HR's on-demand alerts, sent when asked. */
export default function EmployeeOnDemandAlertPage() {
  return (
    <Page title="On-demand alerts" subtitle="Emails sent when you ask: who gets them, and a Send now for each">
      <EmployeeAlertList kind="onDemand" />
    </Page>
  );
}
