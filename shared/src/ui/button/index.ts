export { Button, ButtonAnchor, ButtonLink, RoundIconButton } from './button';
export type { ButtonStyleProps } from './button';
