// The model withdrawal form of the consumer code (annex to article R221-1), written once: the terms
// of sale show it, and the order confirmation, a durable medium, carries it filled with what the shop
// knows (the order's reference and date).
export const MODEL_WITHDRAWAL_FORM = {
  title: 'Annexe : formulaire type de rétractation',
  instructions:
    'Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat par courrier.',
  addressee:
    'À l’attention de l’association des amis du Musée des Troupes de Marine, boutique en ligne (adresse postale indiquée dans les informations légales) :',
  notice:
    'Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous :',
  blank: '……………………',
  orderedOn: (ordered: string, received: string) => `Commandé le : ${ordered} / reçu le : ${received}`,
  reference: (reference: string) => `Référence de la commande : ${reference}`,
  name: 'Nom du consommateur : ……………………',
  address: 'Adresse du consommateur : ……………………',
  signature:
    'Signature du consommateur (uniquement en cas de notification du présent formulaire sur papier) :',
  date: 'Date : ……………………',
} as const;
