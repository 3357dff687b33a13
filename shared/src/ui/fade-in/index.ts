export { FadeIn } from './fade-in';
