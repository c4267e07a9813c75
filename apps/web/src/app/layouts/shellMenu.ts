import { moduleForPath, permissionFor, type MenuNode } from '@caduceus/contracts';
import { isBuiltLink } from '../pages';

/** The session's menu, keeping only entries whose page is built (a parent keeps its built children). */
export function builtMenu(menu: MenuNode[]): MenuNode[] {
  return menu.flatMap((n): MenuNode[] => {
    if (n.children?.length) {
      const children = builtMenu(n.children);
      return children.length ? [{ ...n, link: children[0].link, children }] : [];
    }
    return isBuiltLink(n.link) ? [{ ...n, children: undefined }] : [];
  });
}

export const leafCount = (menu: MenuNode[]): number =>
  menu.reduce((n, m) => n + (m.children?.length ? leafCount(m.children) : 1), 0);

const leaves = (menu: MenuNode[]): MenuNode[] => menu.flatMap((m) => (m.children?.length ? leaves(m.children) : [m]));

/** The entry of the current page (longest matching link, else its permission entry) and its module. */
export function activeKeys(pathname: string, menu: MenuNode[]): { selected: string[]; module?: string } {
  const all = leaves(menu);
  let best: MenuNode | undefined;
  for (const m of all) {
    if ((pathname === m.link || pathname.startsWith(m.link + '/')) && (!best || m.link.length > best.link.length))
      best = m;
  }
  if (!best) {
    const perm = permissionFor(pathname);
    best = all.find((m) => m.link === perm);
  }
  const module = moduleForPath(pathname);
  const top = module ? menu.find((m) => m.key === module) : undefined;
  return { selected: best ? [best.key] : top ? [top.key] : [], module: top?.key };
}
