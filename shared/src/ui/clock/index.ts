export { useToday } from './use-today';
export { setRenderedOn, todayIso } from './rendered-on';
