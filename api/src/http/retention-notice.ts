// How long each list's data is kept, shown beside the list: the configured period, in words when it
// is the default one.
import { retentionPeriods, retentionStarts, type RetentionKind } from '@mtdm/shared/site';
import type { ServerConfig } from '../config';

export function retentionNotice(config: ServerConfig, kind: RetentionKind): string {
  const days = config.retentionDays[kind];
  const period = days === retentionPeriods[kind].days ? retentionPeriods[kind].text : `${days} jours`;
  const start = retentionStarts[kind];
  return `Conservées ${period}${start ? ` ${start}` : ''}, puis effacées automatiquement.`;
}
