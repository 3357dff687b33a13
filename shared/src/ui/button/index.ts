export { Button, ButtonLink, RoundIconButton } from './button';
export type { ButtonStyleProps, ButtonVariant } from './button';
