import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { isSuperRole } from '@caduceus/contracts';
import { useSignedIn } from '../../../app/session';

const SearchBox = lazy(() => import('./SearchBox'));

/**
 * The top bar's global search (000 sections 2 and 6): super admin and super user only. Suggestions are
 * grouped: pages filtered by title, then records from the server (users, reference rows, and each
 * domain that registers its own). Choosing one goes there; Escape or Enter closes the search.
 */
export function GlobalSearch() {
  const session = useSignedIn();
  if (!isSuperRole(session.user.roleId)) return null;
  return <SearchToggle />;
}

/** The search button; the box (AutoComplete and its suggestions) loads on first use, so the shell stays light. */
function SearchToggle() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const button = (
    <Button
      ref={buttonRef}
      type="text"
      icon={<SearchOutlined />}
      aria-label="Search"
      title="Search pages and records"
      onClick={() => setOpen(true)}
    />
  );
  if (!open) return button;
  const close = () => {
    setOpen(false);
    setTimeout(() => buttonRef.current?.focus(), 0);
  };
  return (
    <Suspense fallback={button}>
      <SearchBox onClose={close} />
    </Suspense>
  );
}
