export { Button, ButtonLink } from './button';
export type { ButtonStyleProps, ButtonVariant } from './button';
