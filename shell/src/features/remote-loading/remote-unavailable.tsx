import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PageSection } from '@mtdm/shared/ui';
import { useErrorScreenTexts } from '../../common/frame-texts';

const RetryButton = styled.button`
  font: inherit;
  font-weight: 700;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.navyLight};
  }
`;

export const UNAVAILABLE_TITLE = 'Cette page est momentanément indisponible';
const UNAVAILABLE_TEXT =
  'Son contenu n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez ; le reste du site reste accessible depuis le menu.';

interface RemoteUnavailableProps {
  readonly onRetry: () => void;
}

/** The fallback (French, or English on an English page) shown in the page area when a page cannot be loaded or displayed. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const english = useErrorScreenTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <PageSection role="alert" aria-live="assertive">
      <h1 ref={headingRef} tabIndex={-1}>
        {english?.unavailableTitle ?? UNAVAILABLE_TITLE}
      </h1>
      <p>{english?.unavailableText ?? UNAVAILABLE_TEXT}</p>
      <RetryButton type="button" onClick={onRetry}>
        {english?.retry ?? 'Réessayer'}
      </RetryButton>
    </PageSection>
  );
}
