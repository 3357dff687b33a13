export { useToday } from './use-today';
export { renderDay, setRenderedOn, todayIso } from './rendered-on';
