// How long each list's data is kept, shown beside the list: the configured period, in words when it
// is the default one.
import { retentionPeriods, type RetentionKind } from '@mtdm/shared/site';
import type { ServerConfig } from '../config';

/** Where a period starts when it is not the row's arrival (the purge counts it so). */
const COUNTED_FROM: Partial<Record<RetentionKind, string>> = {
  contactAndTourRequests: ' après le dernier échange',
};

export function retentionNotice(config: ServerConfig, kind: RetentionKind): string {
  const days = config.retentionDays[kind];
  const period = days === retentionPeriods[kind].days ? retentionPeriods[kind].text : `${days} jours`;
  return `Conservées ${period}${COUNTED_FROM[kind] ?? ''}, puis effacées automatiquement.`;
}
