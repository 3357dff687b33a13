export { Accordion } from './accordion';
export type { AccordionItem, AccordionProps } from './accordion';
