import { Page } from '../../../components/Page';
import { useAllGroups } from '../../access';
import { TableSection } from '../components/TableSection';

/** /admin/assign-class: which faculty teach which class; the form's Group choice narrows the faculty picker. */
export default function AssignClassPage() {
  const groups = useAllGroups();
  const options = (groups.data?.items ?? []).filter((g) => g.active).map((g) => ({ label: g.name, value: g.id }));
  return (
    <Page title="Assign class" subtitle="Faculty assigned to classes">
      <TableSection
        table="assigned-class"
        userFilter={
          groups.isError ? undefined : { label: 'Group', param: 'groupId', options, loading: groups.isPending }
        }
      />
    </Page>
  );
}
