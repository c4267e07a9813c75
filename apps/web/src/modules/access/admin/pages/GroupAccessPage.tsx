import { GroupRightsPage } from '../components/GroupRightsPage';

/** /admin/group/access: a group's rights on every menu and component. */
export default function GroupAccessPage() {
  return (
    <GroupRightsPage
      scope="rights"
      title="Group access"
      subtitle="Rights of an access group on every menu and component"
    />
  );
}
