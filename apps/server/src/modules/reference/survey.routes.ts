import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  OPEN_SURVEY_AUDIENCES,
  formatDate,
  openSurveyLink,
  idParam,
  surveySendAnswer,
  surveySendInput,
  tableDef,
  linkOf,
  type SurveySendInput,
} from '@caduceus/contracts';
import type { Db } from '../../platform/db/index.js';
import { actorOf } from '../../platform/guard.js';
import { audit, type Actor } from '../../platform/audit.js';
import { enqueueMail } from '../../platform/mail.js';
import { notFound, ruleRefused } from '../../platform/errors.js';
import { routeOps } from '../../platform/route-op.js';
import { users } from '../access/tables.js';
import { refRows } from './reference.schema.js';

const op = routeOps('reference');

const SURVEY = tableDef('survey');

/** Emails a survey to its recipients through the outbox (the spec's surveySendMail). */
export async function sendSurvey(
  db: Db,
  actor: Actor,
  id: number,
  input: SurveySendInput,
  today: string,
  mailQueued: () => void,
  publicUrl = '',
) {
  const sent = await db.transaction(async (tx) => {
    const [survey] = await tx
      .select()
      .from(refRows)
      .where(and(eq(refRows.id, id), eq(refRows.tableKey, 'survey')));
    if (!survey) throw notFound('Survey');
    const d = survey.data as {
      title: string;
      audience?: string;
      status: string;
      startDate: string;
      endDate: string;
      description?: string | null;
    };
    if (!survey.active || d.status !== 'Open') throw ruleRefused('Only an open survey can be sent');
    if (d.endDate < today) throw ruleRefused(`This survey closed on ${formatDate(d.endDate)}`);
    const people =
      input.groupIds.length || input.userIds.length
        ? await tx
            .select({ email: users.email, firstName: users.firstName })
            .from(users)
            .where(
              and(
                eq(users.active, true),
                or(
                  input.groupIds.length ? inArray(users.groupId, input.groupIds) : undefined,
                  input.userIds.length ? inArray(users.id, input.userIds) : undefined,
                ),
              ),
            )
        : [];
    const to = new Map<string, string | null>();
    for (const p of people) to.set(p.email.toLowerCase(), p.firstName);
    for (const e of input.emails) if (!to.has(e.toLowerCase())) to.set(e.toLowerCase(), null);
    if (!to.size) throw ruleRefused('None of the chosen recipients has an active account');
    for (const [email, name] of to) {
      await enqueueMail(tx, {
        to: email,
        subject: `Survey: ${d.title}`,
        text: [
          `Dear ${name ?? 'colleague'},`,
          '',
          `You are invited to answer the survey "${d.title}", open from ${formatDate(d.startDate)} to ${formatDate(d.endDate)}.`,
          ...(d.description ? ['', d.description] : []),
          ...(input.message ? ['', input.message] : []),
          // an open audience's survey is answered in the app at its link; the others where their subject is
          ...(d.audience && Object.hasOwn(OPEN_SURVEY_AUDIENCES, d.audience)
            ? ['', `Answer it here (sign in first): ${publicUrl}${openSurveyLink(id)}`]
            : []),
          '',
          'Thank you.',
        ].join('\n'),
      });
    }
    await audit(tx, actor, {
      action: 'send',
      entity: 'reference.survey',
      entityId: id,
      after: {
        recipients: to.size,
        groupIds: input.groupIds,
        userIds: input.userIds.length,
        emails: input.emails.length,
      },
    });
    return to.size;
  });
  mailQueued();
  return sent;
}

export function surveyRoutes(app: FastifyInstance, db: Db, now: () => Date, publicUrl = '') {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/surveys/:id/send',
    op('sendSurvey', { menu: linkOf(SURVEY!), bit: 'write' }, ['surveySendMail'], {
      params: idParam,
      body: surveySendInput,
      ok: surveySendAnswer,
      description:
        'Emails an open survey to the active users of the chosen access groups, the chosen users and extra addresses (each once).',
    }),
    async (req) => ({
      sent: await sendSurvey(
        db,
        actorOf(req),
        req.params.id,
        req.body,
        now().toISOString().slice(0, 10),
        () => app.jobs.kick('outbox'),
        publicUrl,
      ),
    }),
  );
}
