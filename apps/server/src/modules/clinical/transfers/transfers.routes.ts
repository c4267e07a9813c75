import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clinicalTransfer,
  clinicalTransferInput,
  clinicalTransferListQuery,
  clinicalTransferPage,
  clinicalTransferParams,
  okBody,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { TransfersService } from './transfers.service.js';

const op = routeOps('clinical transfers');
const tab = 'rotation' as const;
const base = '/api/students/:studentId/clinical-transfers';

/** The clinical transfers of a student (the Rotation tab): rotations done at another school, credited here. */
export function transferRoutes(app: FastifyInstance, svc: TransfersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    op('listClinicalTransfers', { student: tab, bit: 'read' }, ['clinicalTransferList'], {
      params: studentIdParam,
      querystring: clinicalTransferListQuery,
      ok: clinicalTransferPage,
      description: "The student's clinical transfers, the latest first, with the weeks they credit in all.",
    }),
    async (req) => svc.list(req.params.studentId, req.query),
  );

  r.get(
    `${base}/:transferId`,
    op('getClinicalTransfer', { student: tab, bit: 'read' }, ['getTransferData'], {
      params: clinicalTransferParams,
      ok: clinicalTransfer,
      description: "One clinical transfer of the student (another student's: 404).",
    }),
    async (req) => svc.get(req.params.studentId, req.params.transferId),
  );

  r.post(
    base,
    op('addClinicalTransfer', { student: tab, bit: 'write' }, ['addClinicalTransfer'], {
      params: studentIdParam,
      body: clinicalTransferInput,
      created: clinicalTransfer,
      description:
        'Credits a rotation done at another school: a rotation of the Rotations table, the school, its days (ended, not in the future), weeks (1-52, no more than the days hold), grade and notes. 422 when another transfer of the student covers the same days. Audited.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    `${base}/:transferId`,
    op('updateClinicalTransfer', { student: tab, bit: 'edit' }, ['addClinicalTransfer'], {
      params: clinicalTransferParams,
      body: clinicalTransferInput,
      ok: clinicalTransfer,
      description: 'Corrects a clinical transfer of the student. Audited.',
    }),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.transferId, req.body),
  );

  r.delete(
    `${base}/:transferId`,
    op('deleteClinicalTransfer', { student: tab, bit: 'delete' }, ['clinicalTransferDelete'], {
      params: clinicalTransferParams,
      ok: okBody,
      description: 'Removes a clinical transfer entered in error. Audited with what it held.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.transferId)),
  );
}
