import { linksOf, tableDef } from '@caduceus/contracts';
import { rightsOn, type Rights } from '../../../app/rights';
import { useSignedIn } from '../../../app/session';

/** The control table of task subjects. */
export const SUBJECT_TABLE = tableDef('task-subject')!;

/** Who may read and add task subjects: a right on any screen that shows them (the control table, lead settings, the task list). */
export function useSubjectRights(): Rights {
  const { user, accessRights } = useSignedIn();
  const each = linksOf(SUBJECT_TABLE).map((link) => rightsOn(link, user.roleId, accessRights.menus));
  return {
    read: each.some((r) => r.read),
    write: each.some((r) => r.write),
    edit: each.some((r) => r.edit),
    delete: each.some((r) => r.delete),
  };
}
