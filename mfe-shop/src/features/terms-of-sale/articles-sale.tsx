import { Link } from '@mtdm/shared/router';
import { paths } from '@mtdm/shared/routing';
import type { TermsArticle } from './article-types';

/** Articles 1 to 4: purpose, products, prices, order and payment. */
export const saleArticles: readonly TermsArticle[] = [
  {
    number: 1,
    title: 'Objet',
    body: (
      <>
        <p>
          Les présentes conditions générales de vente régissent les ventes conclues sur la boutique en ligne
          du Musée des Troupes de Marine, tenue par l’association des amis du musée (AAMTDM), dont les
          coordonnées figurent dans les <Link to={paths.legalInformation}>informations légales</Link>.
        </p>
        <p>
          Toute commande suppose l’acceptation sans réserve des présentes conditions, en vigueur au jour de la
          commande. Les ventes sont réservées aux acheteurs résidant en France métropolitaine, à Monaco et en
          Andorre, et aux livraisons à destination de ces territoires.
        </p>
      </>
    ),
  },
  {
    number: 2,
    title: 'Produits',
    body: (
      <p>
        Les articles proposés sont des souvenirs, ouvrages et objets en lien avec l’histoire des troupes de
        marine, dans la limite des stocks disponibles. Leurs photographies et descriptions sont aussi fidèles
        que possible ; de légères différences de teinte ou d’aspect ne sauraient engager la responsabilité du
        vendeur. Pour certains articles (polos, bracelets), la taille est choisie au moment de l’ajout au
        panier.
      </p>
    ),
  },
  {
    number: 3,
    title: 'Prix',
    body: (
      <>
        <p>
          Les prix sont indiqués en euros, toutes taxes comprises. Ils s’entendent hors frais de port, qui
          sont affichés dans le panier puis rappelés avant le paiement.
        </p>
        <p>
          Les frais de port dépendent du poids total de la commande selon la grille tarifaire du transporteur,
          majorée d’un forfait d’emballage. Les casques, les mugs et les parfums, fragiles, font l’objet d’un
          forfait d’emballage particulier. Le prix facturé est celui affiché au moment de la validation de la
          commande.
        </p>
      </>
    ),
  },
  {
    number: 4,
    title: 'Commande et paiement',
    body: (
      <>
        <p>
          L’acheteur compose son panier, renseigne ses coordonnées de livraison puis est dirigé vers la page
          de paiement sécurisée de notre prestataire de paiement. Le paiement s’effectue exclusivement par
          carte bancaire, sur cette page hébergée par le prestataire : le musée n’a jamais connaissance des
          numéros de carte.
        </p>
        <p>
          La commande est ferme dès la confirmation du paiement, qui est affichée à l’écran et envoyée par
          e-mail.
        </p>
        <p>
          En cas d’utilisation frauduleuse de sa carte, le titulaire peut contester le paiement auprès de sa
          banque dans un délai de 70 jours à compter de l’opération, porté à 120 jours si le contrat passé
          avec sa banque le prévoit. Les sommes contestées sont remboursées par la banque dans un délai d’un
          mois à compter de la réception de la contestation.
        </p>
      </>
    ),
  },
];
