import { CLINICALS_MENU_LINK, PRECEPTOR_MESSAGES } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import type { RecordKind } from '../../../platform/guard.js';
import { findPreceptor } from './preceptors.repo.js';

declare module '../../../platform/guard.js' {
  interface RecordTabs {
    /** routes of one preceptor declare `{ preceptor: null, bit }`: staff by the Clinicals menu, a Preceptor user her own */
    preceptor: { tab: never };
  }
}

const isPreceptorUser = (user: { userType: string }) => user.userType === 'Preceptor';

/**
 * The preceptor record as the guard sees it: staff need the bit on the Clinicals menu entry; a Preceptor
 * user reads her own record and no other (another's, or one that does not exist, is 404 alike) and
 * writes nothing through these routes (her profile has its own).
 */
export function preceptorRecordKind(db: Db): RecordKind {
  return {
    param: 'preceptorId',
    menuLink: CLINICALS_MENU_LINK,
    notFound: PRECEPTOR_MESSAGES.notFound,
    components: () => [],
    ownSide: isPreceptorUser,
    async gate(req, id, _tab, bit) {
      const row = await findPreceptor(db, id);
      const user = req.user!;
      const mine = !isPreceptorUser(user) || row?.userId === user.id;
      if (!row || !mine) throw notFound('Preceptor');
      if (isPreceptorUser(user) && bit !== 'read') throw forbidden();
    },
  };
}
