import {
  normalizeUiPrefs,
  type PageViewInput,
  type ShellConfig,
  type UiPrefs,
  type UiPrefsResponse,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { ruleRefused } from '../../../platform/errors.js';
import * as repo from './shell.repo.js';

export interface ShellDeps {
  db: Db;
  chatStudentUrl?: string;
  chatConsoleUrl?: string;
  analyticsEnabled: boolean;
  clock?: () => Date;
}

/** The shell's server side: each user's display preferences, the chat button's address, page views. */
export function createShellService(d: ShellDeps) {
  const { db } = d;
  const now = d.clock ?? (() => new Date());
  return {
    async prefs(userId: number): Promise<UiPrefsResponse> {
      const row = await repo.findPrefs(db, userId);
      return { prefs: normalizeUiPrefs(row?.prefs), saved: !!row };
    },
    async savePrefs(actor: Actor, prefs: UiPrefs): Promise<UiPrefsResponse> {
      const before = await repo.findPrefs(db, actor.userId);
      await db.transaction(async (tx) => {
        const after = await repo.upsertPrefs(tx, actor.userId, prefs);
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: 'userPreferences',
          entityId: actor.userId,
          before: before?.prefs,
          after: after.prefs,
        });
      });
      return { prefs: normalizeUiPrefs(prefs), saved: true };
    },
    config(userType: string): ShellConfig {
      const chatUrl = userType === 'Student' ? d.chatStudentUrl : d.chatConsoleUrl;
      return { chatUrl: chatUrl ?? null, analytics: d.analyticsEnabled };
    },
    async recordPageView(userId: number, v: PageViewInput) {
      if (!d.analyticsEnabled) throw ruleRefused('Page-view analytics is switched off');
      await repo.insertPageView(db, { userId, path: v.path, title: v.title || null });
    },
    async pageViews(days: number) {
      const since = new Date(now().getTime() - days * 86_400_000);
      return { days, ...(await repo.pageViewSummary(db, since)) };
    },
  };
}
export type ShellService = ReturnType<typeof createShellService>;
