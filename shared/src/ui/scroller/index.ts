export { HorizontalScroller } from './horizontal-scroller';
