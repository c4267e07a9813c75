import { type Pages } from '../../app/pageKit';

/** The finance context's screens (none yet), each loaded lazily in its own chunk. */
export const financePages: Pages = {};
