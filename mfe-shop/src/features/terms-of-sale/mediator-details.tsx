import styled from 'styled-components';
import { useSiteDetails } from '@mtdm/shared/ui';

const Box = styled.address`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  font-style: normal;
  white-space: pre-line;
`;

/** The consumer mediator, from the association's published details (content/association.json). */
export function MediatorDetails() {
  const mediator = useSiteDetails().legal.consumerMediator;
  return mediator ? (
    <Box>{mediator}</Box>
  ) : (
    <p>Ses coordonnées sont communiquées sur simple demande à l’association.</p>
  );
}
