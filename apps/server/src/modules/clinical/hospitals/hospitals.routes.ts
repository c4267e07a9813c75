import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLINICALS_MENU_LINK,
  activeInput,
  hospital,
  hospitalInput,
  hospitalListQuery,
  hospitalOptions,
  hospitalOptionsQuery,
  hospitalRotation,
  hospitalRotationInput,
  hospitalRotationListQuery,
  hospitalRotationParams,
  idParam,
  pageOf,
  rotationOffers,
  rotationOffersQuery,
  thirdParty,
  thirdPartyInput,
  thirdPartyListQuery,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { HospitalsService } from './hospitals.service.js';

const op = routeOps('clinical hospitals');
/** Every clinical screen is guarded by the Clinicals menu entry (contracts' permissionFor). */
const access = (bit: 'read' | 'write' | 'edit') => ({ menu: CLINICALS_MENU_LINK, bit });

/** Hospitals (/medical/clinicals/hospitals), their offered rotations, and third parties (/medical/clinicals/third-party). */
export function hospitalsRoutes(app: FastifyInstance, hospitals: HospitalsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /* ---------- third parties ---------- */

  r.get(
    '/api/clinical/third-parties',
    op('listThirdParties', access('read'), ['thirdParty'], {
      querystring: thirdPartyListQuery,
      ok: pageOf(thirdParty),
      description: `Third parties by name, searched in name, contact and email; \`active\` filters. Sorts: name, contactName, updatedAt.`,
    }),
    async (req) => hospitals.listThirdParties(req.query),
  );
  r.get(
    '/api/clinical/third-parties/:id',
    op('getThirdParty', access('read'), ['thirdParty'], { params: idParam, ok: thirdParty }),
    async (req) => hospitals.thirdParty(req.params.id),
  );
  r.post(
    '/api/clinical/third-parties',
    op('createThirdParty', access('write'), ['thirdParty'], {
      body: thirdPartyInput,
      created: thirdParty,
      description: 'A third party; its name is unique (409).',
    }),
    async (req, reply) => created(reply, hospitals.createThirdParty(actorOf(req), req.body)),
  );
  r.put(
    '/api/clinical/third-parties/:id',
    op('updateThirdParty', access('edit'), ['thirdParty'], { params: idParam, body: thirdPartyInput, ok: thirdParty }),
    async (req) => hospitals.updateThirdParty(actorOf(req), req.params.id, req.body),
  );
  r.put(
    '/api/clinical/third-parties/:id/status',
    op('setThirdPartyActive', access('edit'), ['thirdParty'], {
      params: idParam,
      body: activeInput,
      ok: thirdParty,
      description: 'Deactivates (hospitals keep it, new ones cannot choose it) or activates again.',
    }),
    async (req) => hospitals.setThirdPartyActive(actorOf(req), req.params.id, req.body.active),
  );

  /* ---------- hospitals ---------- */

  r.get(
    '/api/clinical/hospitals',
    op('listHospitals', access('read'), ['hospitalList'], {
      querystring: hospitalListQuery,
      ok: pageOf(hospital),
      description:
        'Hospitals by name, searched in name, code, city, contact, email and third party; `active` and `thirdPartyId` filter; each with its active rotations and preceptors counted. Sorts: name, city, thirdPartyName, updatedAt.',
    }),
    async (req) => hospitals.listHospitals(req.query),
  );
  r.get(
    '/api/clinical/hospitals/options',
    op('hospitalOptions', access('read'), ['studentHopital', 'rotationHospital'], {
      querystring: hospitalOptionsQuery,
      ok: hospitalOptions,
      description:
        'The active hospitals for a dropdown, by name; `rotationId`: those offering that rotation; `include`: an id the form holds even when inactive.',
    }),
    async (req) => hospitals.hospitalOptions(req.query),
  );
  r.get(
    '/api/clinical/hospitals/:id',
    op('getHospital', access('read'), ['hospitalDataById'], { params: idParam, ok: hospital }),
    async (req) => hospitals.hospital(req.params.id),
  );
  r.post(
    '/api/clinical/hospitals',
    op('createHospital', access('write'), ['saveHospital', 'getReplyToMails'], {
      body: hospitalInput,
      created: hospital,
      description:
        "A hospital (toast 'Hospital added succesfully!'); the name is unique (409); state, country and third party from their lists; the reply-to address is one of the Reply-To control table's or any email.",
    }),
    async (req, reply) => created(reply, hospitals.createHospital(actorOf(req), req.body)),
  );
  r.put(
    '/api/clinical/hospitals/:id',
    op('updateHospital', access('edit'), ['saveHospital'], { params: idParam, body: hospitalInput, ok: hospital }),
    async (req) => hospitals.updateHospital(actorOf(req), req.params.id, req.body),
  );

  /* ---------- offered rotations ---------- */

  r.get(
    '/api/clinical/hospitals/:id/rotations',
    op('listHospitalRotations', access('read'), ['rotationListActive', 'pricePerWeekHospi'], {
      params: idParam,
      querystring: hospitalRotationListQuery.omit({ hospitalId: true }),
      ok: pageOf(hospitalRotation),
      description:
        'The rotations a hospital offers with price per week, seats and dates; `active` filters. Sorts: rotationName, pricePerWeek, seats, availableFrom.',
    }),
    async (req) => hospitals.listOffers({ ...req.query, hospitalId: req.params.id }),
  );
  r.post(
    '/api/clinical/hospitals/:id/rotations',
    op('createHospitalRotation', access('write'), {
      params: idParam,
      body: hospitalRotationInput,
      created: hospitalRotation,
      description:
        'Offers a rotation of the Rotations control table at the hospital: one offer per rotation per hospital (409), an active hospital (422).',
    }),
    async (req, reply) => created(reply, hospitals.createOffer(actorOf(req), req.params.id, req.body)),
  );
  r.get(
    '/api/clinical/rotation-offers',
    op('listRotationOffers', access('read'), ['clinicalsRotationList'], {
      querystring: hospitalRotationListQuery,
      ok: pageOf(hospitalRotation),
      description:
        'Offered rotations across hospitals, searched in hospital and rotation names; `hospitalId`, `rotationId`, `active` filter. Sorts: rotationName, hospitalName, pricePerWeek, seats, availableFrom.',
    }),
    async (req) => hospitals.listOffers(req.query),
  );
  r.get(
    '/api/clinical/rotation-offers/options',
    op('rotationOfferOptions', access('read'), ['avaliableRotations', 'rotationDropdown'], {
      querystring: rotationOffersQuery,
      ok: rotationOffers,
      description:
        'The active offers of active hospitals (of a hospital, of a rotation, open on a day `on`), for choosing where a student rotates.',
    }),
    async (req) => hospitals.activeOffers(req.query),
  );
  r.get(
    '/api/clinical/rotation-offers/:offerId',
    op('getRotationOffer', access('read'), ['pricePerWeekHospi'], {
      params: hospitalRotationParams,
      ok: hospitalRotation,
    }),
    async (req) => hospitals.offer(req.params.offerId),
  );
  r.put(
    '/api/clinical/rotation-offers/:offerId',
    op('updateRotationOffer', access('edit'), {
      params: hospitalRotationParams,
      body: hospitalRotationInput,
      ok: hospitalRotation,
      description:
        'Changes the rotation, price per week, seats or dates of an offer (one offer per rotation per hospital: 409).',
    }),
    async (req) => hospitals.updateOffer(actorOf(req), req.params.offerId, req.body),
  );
  r.put(
    '/api/clinical/rotation-offers/:offerId/status',
    op('setRotationOfferActive', access('edit'), {
      params: hospitalRotationParams,
      body: activeInput,
      ok: hospitalRotation,
      description: 'Deactivates an offer (students already placed keep it; no new placements) or activates it again.',
    }),
    async (req) => hospitals.setOfferActive(actorOf(req), req.params.offerId, req.body.active),
  );
}
