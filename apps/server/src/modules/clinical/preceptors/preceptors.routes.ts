import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLINICALS_MENU_LINK,
  activeInput,
  pageOf,
  preceptor,
  preceptorDetail,
  preceptorInput,
  preceptorListQuery,
  preceptorOptions,
  preceptorOptionsQuery,
  preceptorParams,
  preceptorProfileInput,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import { photoRoutes } from '../../kit/index.js';
import type { PreceptorsService } from './preceptors.service.js';

const op = routeOps('clinical preceptors');
const access = (bit: 'read' | 'write' | 'edit') => ({ menu: CLINICALS_MENU_LINK, bit });
/** one preceptor's routes: the preceptor record (staff by the menu bit, a Preceptor user her own, read only) */
const record = (bit: 'read' | 'edit') => ({ preceptor: null, bit });

/**
 * Preceptors (/medical/clinicals/preceptors, /medical/clinicals/preceptors/list) and the preceptor's own
 * profile (/preceptor/user/profile).
 */
export function preceptorsRoutes(app: FastifyInstance, preceptors: PreceptorsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clinical/preceptors',
    op('listPreceptors', access('read'), ['clinicalPreceptorList', 'getPreceptorList', 'preceptors'], {
      querystring: preceptorListQuery,
      ok: pageOf(preceptor),
      description:
        'Preceptors by name with their hospital, searched in name, email, speciality and hospital; `hospitalId` and `active` filter. Sorts: lastName, hospitalName, speciality, email, updatedAt.',
    }),
    async (req) => preceptors.list(req.query),
  );
  r.get(
    '/api/clinical/preceptors/options',
    op('preceptorOptions', access('read'), ['rotationPreceptor'], {
      querystring: preceptorOptionsQuery,
      ok: preceptorOptions,
      description:
        "A hospital's active preceptors for a dropdown (`include`: an id the form holds even when inactive).",
    }),
    async (req) => preceptors.options(req.query),
  );
  r.post(
    '/api/clinical/preceptors',
    op('createPreceptor', access('write'), ['clinicalPreceptorAdd'], {
      body: preceptorInput,
      created: preceptorDetail,
      description:
        'A preceptor of a hospital (an active one); the email names one preceptor (409). The picture is set afterwards (PUT .../photo).',
    }),
    async (req, reply) => created(reply, preceptors.create(actorOf(req), req.body)),
  );
  r.get(
    '/api/clinical/preceptors/:preceptorId',
    op('getPreceptor', record('read'), ['preceptorDataById', 'getPreceptor', 'getPreceptorDetails'], {
      params: preceptorParams,
      ok: preceptorDetail,
      description:
        "A preceptor with the hospital's contact. A Preceptor user reads only her own (any other id is 404).",
    }),
    async (req) => preceptors.detail(req.params.preceptorId),
  );
  r.put(
    '/api/clinical/preceptors/:preceptorId',
    op('updatePreceptor', record('edit'), ['clinicalPreceptorAdd'], {
      params: preceptorParams,
      body: preceptorInput,
      ok: preceptorDetail,
    }),
    async (req) => preceptors.update(actorOf(req), req.params.preceptorId, req.body),
  );
  r.put(
    '/api/clinical/preceptors/:preceptorId/status',
    op('setPreceptorActive', record('edit'), {
      params: preceptorParams,
      body: activeInput,
      ok: preceptorDetail,
      description: 'Deactivates a preceptor (rotations keep their name; no new ones) or activates again.',
    }),
    async (req) => preceptors.setActive(actorOf(req), req.params.preceptorId, req.body.active),
  );
  photoRoutes(app, {
    op,
    path: '/api/clinical/preceptors/:preceptorId/photo',
    param: preceptorParams,
    idOf: (req) => (req.params as { preceptorId: number }).preceptorId,
    photo: (id) => preceptors.photo(id),
    setPhoto: (actor, id, photo) => preceptors.setPhoto(actor, id, photo),
    ops: {
      get: { id: 'getPreceptorPhoto', access: record('read') },
      set: { id: 'setPreceptorPhoto', access: record('edit') },
    },
  });

  /* ---------- the preceptor's own profile ---------- */

  r.get(
    '/api/preceptor/profile',
    op('getOwnPreceptorProfile', 'authenticated', ['getPreceptorDetails'], {
      ok: preceptorDetail,
      description:
        "The signed-in Preceptor user's own record with her hospital's contact; 404 for any other user, or when no preceptor record is linked to her.",
    }),
    async (req) => preceptors.profile(actorOf(req)),
  );
  r.put(
    '/api/preceptor/profile',
    op('updateOwnPreceptorProfile', 'authenticated', {
      body: preceptorProfileInput,
      ok: preceptorDetail,
      description: 'Her phone and speciality, the only parts of her record a preceptor changes herself.',
    }),
    async (req) => preceptors.updateProfile(actorOf(req), req.body),
  );
}
