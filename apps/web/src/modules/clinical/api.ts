import type {
  ActiveInput,
  HospitalInput,
  HospitalRotationInput,
  PreceptorInput,
  PreceptorProfileInput,
  ThirdPartyInput,
} from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { apiUrl, call, callForm, listUrl, useGet } from '../../app/client';

/** The clinical office's lists: hospitals, offered rotations, third parties, preceptors. */
export const CLINICAL_PATHS = {
  hospitals: listUrl('/api/clinical/hospitals'),
  thirdParties: listUrl('/api/clinical/third-parties'),
  offers: listUrl('/api/clinical/rotation-offers'),
  preceptors: listUrl('/api/clinical/preceptors'),
  /** the preceptor portal: the signed-in preceptor's rotations */
  ownRotations: listUrl('/api/preceptor/rotations'),
} as const;
const EVERY = ['/api/clinical/'];

export const hospitalRotationsUrl = (id: number) => listUrl('/api/clinical/hospitals/{id}/rotations', { id });
export const preceptorPhotoUrl = (preceptorId: number, stamp?: string) =>
  apiUrl('/api/clinical/preceptors/{preceptorId}/photo', { preceptorId }) +
  (stamp ? `?v=${encodeURIComponent(stamp)}` : '');

export const useHospital = (id: number | null) => useGet('/api/clinical/hospitals/{id}', id ? { path: { id } } : null);
export const useHospitalOptions = () => useGet('/api/clinical/hospitals/options', {});
export const useThirdPartyOptions = () =>
  useGet('/api/clinical/third-parties', { query: { active: 'true', pageSize: 100 } });
export const usePreceptor = (preceptorId: number | null) =>
  useGet('/api/clinical/preceptors/{preceptorId}', preceptorId ? { path: { preceptorId } } : null);
export const useOwnProfile = () => useGet('/api/preceptor/profile', {});
export const useOwnRotation = (rotationId: number | null) =>
  useGet('/api/preceptor/rotations/{rotationId}', rotationId ? { path: { rotationId } } : null);

const opts = { invalidate: EVERY, errorToast: false } as const;

export function useHospitalWrites() {
  return {
    save: useApiMutation(
      ({ id, ...body }: HospitalInput & { id?: number }) =>
        id
          ? call('put', '/api/clinical/hospitals/{id}', { path: { id }, body })
          : call('post', '/api/clinical/hospitals', { body }),
      opts,
    ),
    saveOffer: useApiMutation(
      ({ hospitalId, offerId, ...body }: HospitalRotationInput & { hospitalId: number; offerId?: number }) =>
        offerId
          ? call('put', '/api/clinical/rotation-offers/{offerId}', { path: { offerId }, body })
          : call('post', '/api/clinical/hospitals/{id}/rotations', { path: { id: hospitalId }, body }),
      opts,
    ),
    offerActive: useApiMutation(
      ({ offerId, active }: ActiveInput & { offerId: number }) =>
        call('put', '/api/clinical/rotation-offers/{offerId}/status', { path: { offerId }, body: { active } }),
      { invalidate: EVERY },
    ),
  };
}

export function useThirdPartyWrites() {
  return {
    save: useApiMutation(
      ({ id, ...body }: ThirdPartyInput & { id?: number }) =>
        id
          ? call('put', '/api/clinical/third-parties/{id}', { path: { id }, body })
          : call('post', '/api/clinical/third-parties', { body }),
      opts,
    ),
    setActive: useApiMutation(
      ({ id, active }: ActiveInput & { id: number }) =>
        call('put', '/api/clinical/third-parties/{id}/status', { path: { id }, body: { active } }),
      { invalidate: EVERY },
    ),
  };
}

export function usePreceptorWrites() {
  return {
    save: useApiMutation(
      ({ id, ...body }: PreceptorInput & { id?: number }) =>
        id
          ? call('put', '/api/clinical/preceptors/{preceptorId}', { path: { preceptorId: id }, body })
          : call('post', '/api/clinical/preceptors', { body }),
      opts,
    ),
    setActive: useApiMutation(
      ({ id, active }: ActiveInput & { id: number }) =>
        call('put', '/api/clinical/preceptors/{preceptorId}/status', { path: { preceptorId: id }, body: { active } }),
      { invalidate: EVERY },
    ),
    setPhoto: useApiMutation(
      ({ id, file }: { id: number; file: File }) => {
        const form = new FormData();
        form.append('photo', file);
        return callForm('put', '/api/clinical/preceptors/{preceptorId}/photo', { preceptorId: id }, form);
      },
      { invalidate: EVERY },
    ),
  };
}

export const useProfileWrite = () =>
  useApiMutation((body: PreceptorProfileInput) => call('put', '/api/preceptor/profile', { body }), {
    invalidate: ['/api/preceptor/profile', ...EVERY],
    errorToast: false,
  });
