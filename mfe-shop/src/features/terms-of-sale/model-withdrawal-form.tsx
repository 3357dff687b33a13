import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** The model withdrawal form of the consumer code (annex to article R221-1), for a letter. */
export function ModelWithdrawalForm() {
  return (
    <section aria-labelledby="formulaire-retractation">
      <h2 id="formulaire-retractation" tabIndex={-1}>
        Annexe : formulaire type de rétractation
      </h2>
      <p>
        Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du
        contrat par courrier. Vous pouvez aussi utiliser la{' '}
        <a href="#se-retracter">fonction de rétractation en ligne</a>.
      </p>
      <Box>
        <p>
          À l’attention de l’association des amis du Musée des Troupes de Marine, boutique en ligne (adresse
          postale indiquée dans les informations légales) :
        </p>
        <p>
          Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous :
          ……………………………………
        </p>
        <p>Commandé le : …………………… / reçu le : ……………………</p>
        <p>Référence de la commande : ……………………</p>
        <p>Nom du consommateur : ……………………</p>
        <p>Adresse du consommateur : ……………………</p>
        <p>
          Signature du consommateur (uniquement en cas de notification du présent formulaire sur papier) :
        </p>
        <p>Date : ……………………</p>
      </Box>
    </section>
  );
}
