export { Button } from './button';
export type { ButtonStyleProps, ButtonVariant } from './button';
