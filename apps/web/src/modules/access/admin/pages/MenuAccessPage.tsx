import { GroupRightsPage } from '../components/GroupRightsPage';

/** /admin/menu-access: a group's menu access only (its component rights stay as they are). */
export default function MenuAccessPage() {
  return (
    <GroupRightsPage
      scope="menu-access"
      title="Menu access"
      subtitle="Which menus an access group sees, and what it may do there"
    />
  );
}
