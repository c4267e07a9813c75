import { MENU_CATALOGUE, SEARCH_DESTINATIONS, type MenuDef } from '@caduceus/contracts';

/** A page to suggest; `trail` holds the menu keys above it (for "System Admin › Control Table"). */
export interface Destination {
  link: string;
  title: string;
  menuKey?: string;
  trail: string[];
}

/** The menu's leaves (screens), each with the keys of the entries above it. */
function leaves(defs: MenuDef[], trail: string[] = []): (MenuDef & { trail: string[] })[] {
  return defs.flatMap((d) => (d.children?.length ? leaves(d.children, [...trail, d.key]) : [{ ...d, trail }]));
}
const MENU = leaves(MENU_CATALOGUE);

/**
 * The pages global search suggests: the spec's destination list first, then every other screen of
 * the menu (Banner, Group Access, ...), once each. The caller keeps those the user may open.
 */
export function allDestinations(): Destination[] {
  const seen = new Set<string>();
  const out: Destination[] = [];
  const add = (d: Destination) => {
    if (seen.has(d.link)) return;
    seen.add(d.link);
    out.push(d);
  };
  for (const d of SEARCH_DESTINATIONS) {
    const def = MENU.find((m) => m.link === d.link);
    add({ link: d.link, title: d.title, menuKey: def?.key, trail: def?.trail ?? [] });
  }
  for (const m of MENU) add({ link: m.link, title: m.title, menuKey: m.key, trail: m.trail });
  return out;
}

/** Pages whose title holds the text (any case); an empty text suggests nothing. */
export function filterByTitle<T extends { title: string }>(items: T[], text: string): T[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  return items.filter((d) => d.title.toLowerCase().includes(q));
}
