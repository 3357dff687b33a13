export { SiteHeader } from './site-header';
export { SiteFooter, type SiteFooterProps } from './site-footer';
export { useMediaQuery, COMPACT_MENU_QUERY } from './use-media-query';
