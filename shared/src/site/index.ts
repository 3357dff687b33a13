export { accessibilityStatement, accessibilityFooterLabel } from './accessibility-statement';
export { museumStructuredData } from './museum-structured-data';
export { nonBreaking, quotedName } from './non-breaking';
export {
  retentionClosing,
  retentionPeriods,
  retentionSchedule,
  retentionStarts,
  type RetentionKind,
} from './retention';
export {
  archiveCentreFacts,
  associationFacts,
  countInWords,
  formatArea,
  formatCount,
  historyFacts,
  museumFacts,
} from './facts';
export { englishCount, englishDays, englishHour, englishPeriod, IN_FRENCH } from './english-words.en';
export { formatFrenchNumber } from './number-format';
export { escapeHtml, unescapeHtml } from './escape-html';
