import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '../i18n';
import { canOpen } from '../access';
import { isBuiltPath } from '../pages';
import { useSignedIn } from '../session';
import { currentSectionLink, isSectionGroup, sectionNavFor, visibleSection } from '../sectionNav';

/** The bar of an area's own screens (app/sectionNav.ts), above the screen; absent elsewhere. */
export function SectionNav() {
  const { pathname } = useLocation();
  const session = useSignedIn();
  const def = sectionNavFor(pathname);
  const { t, i18n } = useTranslation();
  const items = useMemo<MenuProps['items']>(() => {
    if (!def) return [];
    return visibleSection(def, (link) => isBuiltPath(link) && canOpen(link, session)).map((g) =>
      isSectionGroup(g)
        ? {
            key: g.key,
            label: translateTitle(g.label),
            children: g.items.map((i) => ({ key: i.link, label: <Link to={i.link}>{translateTitle(i.label)}</Link> })),
          }
        : { key: g.link, label: <Link to={g.link}>{translateTitle(g.label)}</Link> },
    );
  }, [def, session, i18n.language]); // the labels follow the language
  if (!def || !items || items.length < 2) return null;
  const current = currentSectionLink(def, pathname);
  return (
    <nav aria-label={t('sectionNav.label', { section: translateTitle(def.label) })} className="section-nav">
      <Menu mode="horizontal" items={items} selectedKeys={current ? [current] : []} />
    </nav>
  );
}
