import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PageSection } from '@mtdm/shared/ui';
import { useErrorScreenTexts } from '../../common/frame-texts';

const LOADING_DELAY_MS = 300;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown while a page loads; stays invisible for fast loads so the page does not flicker. */
export function PageLoading() {
  const english = useErrorScreenTexts();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <PageSection aria-busy="true">
      <Message role="status">{visible ? (english?.loading ?? 'Chargement de la page…') : ''}</Message>
    </PageSection>
  );
}
