import { isSuperRole, type SearchGroup, type SearchHit, type SessionUser } from '@caduceus/contracts';
import { forbidden } from '../../../platform/errors.js';

export interface SearchContext {
  user: SessionUser;
  limit: number;
  /** may this user read the screen behind this permission entry (menu link)? */
  mayRead: (link: string) => Promise<boolean>;
  /** a provider of protected records tells which it answered (the record access log: entity e.g. 'student.search', ids) */
  read: (entity: string, ids: readonly (number | string)[]) => void;
}

/** One kind of record the top-bar search finds; it answers nothing the user may not open. */
export interface SearchProvider {
  key: string;
  label: string;
  search(q: string, ctx: SearchContext): Promise<SearchHit[]>;
}

/**
 * The global search's registry. Each domain adds its records once, in app.ts:
 *   search.add(studentsSearch(db));
 * Global search belongs to super admin and super user (000 section 6).
 */
export class SearchRegistry {
  private providers: SearchProvider[] = [];

  add(p: SearchProvider) {
    if (this.providers.some((x) => x.key === p.key)) throw new Error(`Search provider ${p.key} is registered twice`);
    this.providers.push(p);
    return this;
  }

  async search(
    user: SessionUser,
    q: string,
    limit: number,
    mayRead: (user: SessionUser, link: string) => Promise<boolean>,
    read: SearchContext['read'] = () => {},
  ): Promise<SearchGroup[]> {
    if (!isSuperRole(user.roleId)) throw forbidden('Global search is for super admins and super users');
    const ctx: SearchContext = { user, limit, mayRead: (link) => mayRead(user, link), read };
    const groups = await Promise.all(
      this.providers.map(async (p) => ({
        key: p.key,
        label: p.label,
        items: (await p.search(q, ctx)).slice(0, limit),
      })),
    );
    return groups.filter((g) => g.items.length);
  }
}
