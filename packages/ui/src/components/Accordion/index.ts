export { Accordion, ACCORDION_ANIMATION_MS } from './Accordion';
export type { AccordionProps, AccordionItemData } from './Accordion';
