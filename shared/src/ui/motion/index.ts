export { prefersReducedMotion, whenInView } from './motion';
