import type {
  LeadTask,
  LeadTaskInput,
  LeadTaskListQuery,
  LeadTaskSearchQuery,
  LeadTaskUpdate,
  LeadTodayQuery,
  Page,
  Task,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import type { Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { Oversight } from '../../workspace/index.js';
import type { TasksService } from '../../workspace/index.js';
import * as repo from './lead-messages.repo.js';

export interface LeadTasksDeps {
  db: Db;
  tasks: TasksService;
}

/**
 * Tasks on leads: tasks of the tasks domain with a lead (assignment tells the assignee, statuses move
 * along the task transitions, details change by the assigner). Whoever may read leads sees a lead's
 * tasks (`oversight.read`); changing one is for its assignee and assigner, or a To Do List administrator.
 */
export function createLeadTasksService({ db, tasks }: LeadTasksDeps) {
  async function withLeads(page: Page<Task>): Promise<Page<LeadTask>> {
    const ids = [
      ...new Set(
        page.items.map((t) => (t as Task & { leadId: number | null }).leadId).filter((v): v is number => v != null),
      ),
    ];
    const names = await repo.leadsBrief(db, ids);
    return {
      ...page,
      items: page.items.map((t) => {
        const leadId = (t as Task & { leadId: number }).leadId;
        const l = names.get(leadId);
        return { ...t, leadId, leadName: l?.name ?? '', leadEmail: l?.email ?? '' };
      }),
    };
  }
  const one = async (t: Task) => (await withLeads({ items: [t], total: 1, page: 1, pageSize: 25 })).items[0];

  /** A task of this lead (404 for another lead's or a plain task). */
  async function ofLead(leadId: number, taskId: number) {
    if ((await repo.leadOfTask(db, taskId)) !== leadId) throw notFound('Task');
  }

  return {
    list: async (actor: Actor, leadId: number, q: LeadTaskListQuery, o: Oversight) =>
      withLeads(await tasks.listMatching(actor, repo.ofLead(leadId, q.q), { ...q, q: undefined }, o)),

    async get(actor: Actor, leadId: number, taskId: number, o: Oversight) {
      await ofLead(leadId, taskId);
      return one(await tasks.get(actor, taskId, o));
    },

    create: async (actor: Actor, leadId: number, input: LeadTaskInput) =>
      one(await tasks.create(actor, input, { leadId })),

    async update(actor: Actor, leadId: number, taskId: number, input: LeadTaskUpdate, o: Oversight) {
      await ofLead(leadId, taskId);
      return one(await tasks.update(actor, taskId, input, o));
    },

    /** All lead tasks under the filters. */
    async search(actor: Actor, q: LeadTaskSearchQuery, o: Oversight) {
      if (q.dueFrom && q.dueTo && q.dueFrom > q.dueTo)
        throw badInput('The due range ends before it starts', { dueTo: 'Must be on or after the start' });
      return withLeads(
        await tasks.listMatching(actor, repo.leadTasksWhere(q), { ...q, q: undefined, sort: q.sort ?? 'dueDate' }, o),
      );
    },

    /** Today's Tasks: the caller's open lead tasks due today (the browser's day, or the server's). */
    async today(actor: Actor, q: LeadTodayQuery, o: Oversight) {
      const day = q.day ?? tasks.today();
      const where = repo.todayWhere(actor.userId, day, { q: q.q, overdue: q.overdue === 'true', status: q.status });
      return withLeads(await tasks.listMatching(actor, where, { ...q, q: undefined, sort: q.sort ?? 'dueDate' }, o));
    },
  };
}
export type LeadTasksService = ReturnType<typeof createLeadTasksService>;
