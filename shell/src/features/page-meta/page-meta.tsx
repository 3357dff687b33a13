export { documentTitle, PageMeta } from '@mtdm/shared/ui';
