import { frenchHour } from '@mtdm/shared/content';
import styled from 'styled-components';
import { Link } from '@mtdm/shared/router';
import { paths } from '@mtdm/shared/routing';
import { useSiteDetails } from '@mtdm/shared/ui';
import type { TermsArticle } from './article-types';
import { WithdrawalSlot } from './withdrawal-slot';

/** The heading of the online withdrawal, within article 6 (its section is named by it). */
const OnlineWithdrawalTitle = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: 1rem;
`;

/** Articles 5 to 8: retention of title, withdrawal, delivery, warranty and after-sales. */
export const afterSaleArticles: readonly TermsArticle[] = [
  {
    number: 5,
    title: 'Réserve de propriété',
    body: (
      <p>
        Les articles vendus restent la propriété du vendeur jusqu’au paiement intégral de leur prix. Les
        risques de perte ou d’endommagement sont transférés à l’acheteur au moment où il prend physiquement
        possession des articles.
      </p>
    ),
  },
  {
    number: 6,
    title: 'Droit de rétractation',
    body: (
      <>
        <p>
          L’acheteur dispose d’un délai de quatorze (14) jours ouvrés à compter de la livraison pour exercer
          son droit de rétractation, sans avoir à justifier de motif ni à payer de pénalité. Il peut le
          faire :
        </p>
        <ul>
          <li>
            en ligne, grâce à la fonction de rétractation ci-dessous : un court formulaire, une étape de
            confirmation, puis un accusé de réception indiquant la date et l’heure de réception, affiché à
            l’écran et envoyé par e-mail ;
          </li>
          <li>
            par courrier, au moyen du <a href="#formulaire-retractation">formulaire type de rétractation</a>{' '}
            figurant en annexe, ou de toute autre déclaration dénuée d’ambiguïté.
          </li>
        </ul>
        <section id="se-retracter" aria-labelledby="se-retracter-titre">
          <OnlineWithdrawalTitle id="se-retracter-titre">
            Fonction de rétractation en ligne
          </OnlineWithdrawalTitle>
          <WithdrawalSlot />
        </section>
        <p>
          Les articles sont retournés complets, dans leur emballage d’origine, par voie postale, dans un délai
          de 30 jours ; les frais de retour restent à la charge de l’acheteur. Le vendeur rembourse la
          totalité des sommes versées, y compris les frais de livraison initiaux, au plus tard dans les 14
          jours suivant la réception de la rétractation ; il peut différer le remboursement jusqu’à la
          réception des articles ou de la preuve de leur expédition. Le remboursement se fait sur la carte
          utilisée pour le paiement.
        </p>
      </>
    ),
  },
  {
    number: 7,
    title: 'Livraison',
    body: (
      <>
        <p>
          Les commandes sont expédiées par voie postale à l’adresse indiquée lors de la commande, en France
          métropolitaine, à Monaco ou en Andorre. Le délai de livraison est précisé dans l’e-mail de
          confirmation.
        </p>
        <p>
          Si la commande n’est pas livrée dans un délai de 30 jours, l’acheteur peut, après avoir invité le
          vendeur à livrer dans un délai supplémentaire raisonnable, annuler la commande par écrit et obtenir
          le remboursement des sommes versées.
        </p>
        <p>
          En cas de colis endommagé ou incomplet, l’acheteur émet des réserves précises auprès du transporteur
          et les lui confirme par lettre recommandée dans les 3 jours suivant la livraison, en nous en
          informant également.
        </p>
      </>
    ),
  },
  {
    number: 8,
    title: 'Garanties et service après-vente',
    body: (
      <>
        <p>
          Les articles bénéficient de la garantie légale de conformité (articles L217-1 et suivants du code de
          la consommation), valable deux ans à compter de la livraison, et de la garantie des vices cachés
          (articles 1641 et suivants du code civil).
        </p>
        <p>
          Toute réclamation ou tout retour se fait par voie postale dans un délai de 30 jours à compter de la
          livraison, accompagné d’une copie de la confirmation de commande. <CustomerService />
        </p>
      </>
    ),
  },
];

/**
 * How the customer service answers: its mailbox (else the association's contact form) and the phone
 * of the museum's reception, open when the museum is (the published practical information).
 */
function CustomerService() {
  const { emails, receptionPhone, openingHours } = useSiteDetails();
  const email = emails.shop ?? emails.association;
  return (
    <>
      Le service client répond aussi{' '}
      {email ? (
        <>
          par e-mail à <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : (
        <>
          par le <Link to={paths.contactAssociation}>formulaire de contact de l’association</Link>
        </>
      )}{' '}
      et par téléphone au <a href={`tel:${receptionPhone.dial}`}>{receptionPhone.display}</a>, ligne ouverte{' '}
      {openingHours.openDays}, de {frenchHour(openingHours.opens)} à {frenchHour(openingHours.closes)}.
    </>
  );
}
