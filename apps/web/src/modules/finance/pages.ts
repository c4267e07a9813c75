import { type Pages } from '../../app/pageKit';

/** The finance context's screens (none yet), each loaded lazily in its own chunk. */
export const financePages: Pages = {};

/** The student record's Accounting Details tab (the students context lists it among its tabs). */
export const loadAccountingDetailsTab = () => import('./student-accounting/AccountingDetailsTab');
