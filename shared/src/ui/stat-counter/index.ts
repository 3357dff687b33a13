export { StatCounter, COUNT_STEPS, COUNT_INTERVAL_MS } from './stat-counter';
export type { StatCounterProps } from './stat-counter';
