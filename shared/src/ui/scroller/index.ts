export { HorizontalScroller } from './horizontal-scroller';
export type { HorizontalScrollerProps } from './horizontal-scroller';
