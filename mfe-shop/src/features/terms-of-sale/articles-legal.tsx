import { Link } from '@mtdm/shared/router';
import { paths } from '@mtdm/shared/routing';
import type { TermsArticle } from './article-types';
import { MediatorDetails } from './mediator-details';

/** Articles 9 to 12: liability, intellectual property, personal data, disputes. */
export const legalArticles: readonly TermsArticle[] = [
  {
    number: 9,
    title: 'Responsabilité',
    body: (
      <p>
        Le vendeur n’est tenu qu’à une obligation de moyens pour le fonctionnement du site. Sa responsabilité
        ne saurait être engagée en cas d’interruption du service, de force majeure ou de fait d’un tiers, ni
        pour les dommages résultant d’une mauvaise utilisation des articles vendus.
      </p>
    ),
  },
  {
    number: 10,
    title: 'Propriété intellectuelle',
    body: (
      <p>
        Les textes, photographies, illustrations et logos du site sont protégés par le droit d’auteur. Toute
        reproduction, même partielle, sans l’autorisation écrite de l’association est interdite (voir les{' '}
        <Link to={paths.legalInformation}>informations légales</Link>).
      </p>
    ),
  },
  {
    number: 11,
    title: 'Données personnelles',
    body: (
      <p>
        Les informations saisies lors de la commande (nom, prénom, coordonnées) servent uniquement à traiter
        et à livrer la commande et à répondre aux demandes de l’acheteur ; elles ne sont jamais cédées à des
        tiers, hors prestataire de paiement et transporteur pour ce qui les concerne. Conformément au
        règlement général sur la protection des données, l’acheteur dispose d’un droit d’accès, de
        rectification, d’effacement et d’opposition, qu’il exerce en écrivant à l’association par son{' '}
        <Link to={paths.contactAssociation}>formulaire de contact</Link>.
      </p>
    ),
  },
  {
    number: 12,
    title: 'Litiges et médiation',
    body: (
      <>
        <p>
          Les présentes conditions sont soumises au droit français. En cas de difficulté, l’acheteur adresse
          d’abord une réclamation écrite au vendeur afin de rechercher une solution amiable.
        </p>
        <p>
          À défaut d’accord dans un délai de deux mois, l’acheteur consommateur peut recourir gratuitement au
          médiateur de la consommation dont relève le vendeur (articles L612-1 et suivants du code de la
          consommation) :
        </p>
        <MediatorDetails />
        <p>
          À défaut de résolution amiable, le litige est porté devant le tribunal compétent de Draguignan, sous
          réserve des règles d’ordre public permettant au consommateur de saisir la juridiction de son
          domicile.
        </p>
      </>
    ),
  },
];
