import type { Actor } from '../../../platform/audit.js';

/** What the viewer's rights on student records allow with notes (from the Student menu's bits). */
export interface NoteRights {
  /** the write bit: add notes, change one's own */
  write: boolean;
  /** the edit bit: change anyone's note */
  editAny: boolean;
  /** the delete bit: delete any note */
  delete: boolean;
}

/** A note is changed by its author (who still has the write right), or by staff with the edit right. */
export const mayEditNote = (actor: Pick<Actor, 'userId'>, note: { createdBy: number | null }, rights: NoteRights) =>
  rights.editAny || (rights.write && note.createdBy != null && note.createdBy === actor.userId);
export const mayDeleteNote = (rights: NoteRights) => rights.delete;
