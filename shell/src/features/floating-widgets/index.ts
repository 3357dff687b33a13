export { FloatingWidgets } from './floating-widgets';
