export { useToday } from './use-today';
