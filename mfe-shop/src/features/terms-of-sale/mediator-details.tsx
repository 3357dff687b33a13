import styled from 'styled-components';

const Box = styled.address`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.gold};
  font-style: normal;
`;

/**
 * The consumer mediator. TO BE COMPLETED BY THE ASSOCIATION: none is named yet, so the
 * fields are clearly marked placeholders (no real organisation is invented).
 */
const MEDIATOR = {
  name: '[Nom du médiateur de la consommation — à compléter]',
  address: '[Adresse postale du médiateur — à compléter]',
  website: '[Site internet du médiateur — à compléter]',
} as const;

export function MediatorDetails() {
  return (
    <Box>
      <strong>{MEDIATOR.name}</strong>
      <br />
      {MEDIATOR.address}
      <br />
      {MEDIATOR.website}
    </Box>
  );
}
