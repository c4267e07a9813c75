import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okBody } from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { actorOf, type RouteAccess } from '../../../platform/guard.js';
import { readForm, type UploadedFile } from '../../../platform/multipart.js';
import { okAfter, type Op, type OpDeclaration, type RouteOp } from '../../../platform/route-op.js';
import { sendFile, type SendableFile } from '../../../platform/send-file.js';

/** One route of a record kit's routes: the owner's operationId, access, spec calls and description. */
export interface RecordOp {
  id: string;
  access: RouteAccess;
  specCalls?: string[];
  description: string;
}

/** A kit route's operation: the owner's id, access, spec calls (when it names some) and description, the kit's declaration. */
export function recordOp<D extends OpDeclaration>(op: Op, d: RecordOp, declaration: D): RouteOp<D> {
  const anyOp = op as (
    id: string,
    access: RouteAccess,
    ...args: [OpDeclaration] | [string[], OpDeclaration]
  ) => unknown;
  const described = { ...declaration, description: d.description };
  return (d.specCalls ? anyOp(d.id, d.access, d.specCalls, described) : anyOp(d.id, d.access, described)) as RouteOp<D>;
}

/**
 * The record kit's profile picture routes, written once for every record (student, lead): `path`
 * (`/api/leads/:leadId/photo`) shows the picture inline (404 when there is none) and takes a new one as
 * a multipart form's `photo` part. The owner comes in as its `op`, its record's key (`param`, `idOf`),
 * its service and each route's operation.
 */
export function photoRoutes(
  app: FastifyInstance,
  o: {
    op: Op;
    path: string;
    param: z.ZodTypeAny;
    idOf: (req: FastifyRequest) => number;
    photo: (id: number) => Promise<SendableFile>;
    setPhoto: (actor: Actor, id: number, photo: UploadedFile | undefined) => Promise<unknown>;
    ops: Record<'get' | 'set', Omit<RecordOp, 'description'>>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    o.path,
    recordOp(o.op, { ...o.ops.get, description: 'The profile picture (404 when there is none).' }, { params: o.param }),
    async (req, reply) => sendFile(reply, await o.photo(o.idOf(req)), true),
  );

  r.put(
    o.path,
    recordOp(
      o.op,
      { ...o.ops.set, description: 'multipart/form-data with one `photo` part (PNG or JPEG).' },
      { params: o.param, consumes: ['multipart/form-data'], ok: okBody },
    ),
    async (req) => {
      const { files } = await readForm(req, z.object({}));
      return okAfter(
        o.setPhoto(
          actorOf(req),
          o.idOf(req),
          files.find((f) => f.field === 'photo'),
        ),
      );
    },
  );
}
