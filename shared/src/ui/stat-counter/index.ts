export { StatCounter } from './stat-counter';
export type { StatCounterProps } from './stat-counter';
