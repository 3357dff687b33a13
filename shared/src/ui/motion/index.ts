export { prefersReducedMotion, whenInView, IN_VIEW_THRESHOLD } from './motion';
