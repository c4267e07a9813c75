import { leadTabOfPath, type LeadTab } from '@caduceus/contracts';

/** The tab a record URL names: /lead/details/status-change/12 -> statusChange; undefined for any other path. */
export function leadTabOfRecordPath(pathname: string): LeadTab | undefined {
  const m = /^\/lead\/details\/(.+)\/[^/]+\/?$/.exec(pathname);
  return m ? leadTabOfPath(m[1]) : undefined;
}
