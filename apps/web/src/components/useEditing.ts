import { useCallback, useState } from 'react';

/**
 * Which row a list's add/edit form holds: `add()` opens it empty, `edit(row)` on a row, `close()` hides it
 * (the row stays until the next opening, so the closing form does not change under the animation).
 */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const edit = useCallback((row: T | null) => {
    setEditing(row);
    setOpen(true);
  }, []);
  const add = useCallback(() => edit(null), [edit]);
  const close = useCallback(() => setOpen(false), []);
  return { editing, open, add, edit, close };
}
