import { shouldAutoOpen, TODO_STORAGE } from '@caduceus/contracts';

/** The browser storage the flag todoOpen lives in (localStorage; a stand-in in tests). */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The sign-in (session id) whose first answer has decided; the top bar may mount again (another layout). */
let decidedFor: number | null = null;

/**
 * Should the To Do modal open by itself now (000 section 2)? Once per sign-in, on the first answer for
 * this week: when the week's list is not empty and the flag todoOpen is not 'false'; opening sets the
 * flag to 'false'. A to-do added later, or the top bar mounting again, does not open it.
 */
export function decideAutoOpen(sessionId: number, weekItems: number, storage: FlagStorage): boolean {
  if (decidedFor === sessionId) return false;
  decidedFor = sessionId;
  if (!shouldAutoOpen(weekItems, storage.getItem(TODO_STORAGE.open))) return false;
  storage.setItem(TODO_STORAGE.open, 'false');
  return true;
}
