import { Link } from '@mtdm/shared/router';
import styled from 'styled-components';
import { paths } from '@mtdm/shared/routing';

const Notice = styled.aside`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

/** Multi-item orders including a helmet, a mug or a perfume go through the association. */
export function ShopNotice() {
  return (
    <Notice aria-label="Commandes groupées">
      <p>
        Vous souhaitez commander plusieurs articles dont un casque, un mug ou un parfum ? Ces objets fragiles
        demandent un emballage particulier : merci de{' '}
        <Link to={paths.contactAssociation}>contacter l’association par son formulaire</Link> pour que nous
        préparions ensemble votre commande et ses frais de port.
      </p>
    </Notice>
  );
}
