import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { canOpen } from '../access';
import { isBuiltPath } from '../pages';
import { useSignedIn } from '../session';
import { currentSectionLink, isSectionGroup, sectionNavFor, visibleSection } from '../sectionNav';

/** The bar of an area's own screens (app/sectionNav.ts), above the screen; absent elsewhere. */
export function SectionNav() {
  const { pathname } = useLocation();
  const session = useSignedIn();
  const def = sectionNavFor(pathname);
  const items = useMemo<MenuProps['items']>(() => {
    if (!def) return [];
    return visibleSection(def, (link) => isBuiltPath(link) && canOpen(link, session)).map((g) =>
      isSectionGroup(g)
        ? {
            key: g.key,
            label: g.label,
            children: g.items.map((i) => ({ key: i.link, label: <Link to={i.link}>{i.label}</Link> })),
          }
        : { key: g.link, label: <Link to={g.link}>{g.label}</Link> },
    );
  }, [def, session]);
  if (!def || !items || items.length < 2) return null;
  const current = currentSectionLink(def, pathname);
  return (
    <nav aria-label={`${def.label} sections`} className="section-nav">
      <Menu mode="horizontal" items={items} selectedKeys={current ? [current] : []} />
    </nav>
  );
}
