/**
 * Who may change which event (object-level rules of the calendar).
 *
 * - Everyone with the calendar's read right sees the events they organise, those they are invited to,
 *   and those shared with their access group (the repo scopes every read by this).
 * - The organiser changes and deletes their own event while they hold the write right (or the edit or
 *   delete right itself).
 * - A holder of the calendar's edit (delete) right also changes (deletes) the events shared with their
 *   own access group: the group's calendar editors.
 * - Invitees see an event and never change it through the invitation alone; neither do super roles,
 *   whose rights reach every screen but whose view of other people's events is the same as anyone's.
 */
export interface CalendarRights {
  read: boolean;
  write: boolean;
  edit: boolean;
  delete: boolean;
}
export interface CalendarViewer {
  userId: number;
  groupId: number | null;
}
export interface EventOwnership {
  createdBy: number;
  accessGroupId: number | null;
}

export function mayChange(
  viewer: CalendarViewer,
  rights: CalendarRights,
  event: EventOwnership,
  bit: 'edit' | 'delete',
): boolean {
  if (event.createdBy === viewer.userId) return rights.write || rights[bit];
  return rights[bit] && event.accessGroupId !== null && event.accessGroupId === viewer.groupId;
}
