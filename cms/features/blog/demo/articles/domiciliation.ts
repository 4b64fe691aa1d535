import { GESTION } from '../taxonomy'
import { defineArticle } from '../types'

export default defineArticle({
  title: 'Siège social et domiciliation : quelles solutions pour votre entreprise ?',
  slug: 'siege-social-et-domiciliation',
  excerpt:
    'Bail commercial, local en propriété, centre de domiciliation ou domicile du gérant : les options pour fixer le siège de votre société et les justificatifs à prévoir.',
  metaTitle: 'Siège social et domiciliation en Algérie',
  metaDescription:
    'Bail commercial, centre de domiciliation, domicile du gérant : comment choisir et justifier le siège social de votre entreprise auprès du CNRC.',
  categorySlug: GESTION,
  tagSlugs: ['algerie', 'domiciliation', 'cnrc'],
  featuredImageUrl: '/images/blog/domiciliation.svg',
  status: 'published',
  publishedDaysAgo: 17,
  markdown: `
Toute entreprise a besoin d’une adresse officielle : son **siège social**. Elle figure dans les statuts, sur l’extrait du registre du commerce et sur chaque facture. C’est aussi l’une des pièces que le CNRC examine avec le plus d’attention lors de l’immatriculation. Plusieurs solutions existent, chacune avec ses avantages, ses coûts et ses justificatifs.

## Pourquoi le siège social compte

Le choix du siège n’est pas une simple question d’adresse. Il détermine notamment :

- l’**antenne du CNRC** auprès de laquelle vous vous immatriculez ;
- le **service des impôts** qui gère votre dossier fiscal ;
- le **tribunal compétent** en cas de litige ;
- le lieu où l’administration vous adresse ses courriers officiels.

Le siège peut être distinct du lieu où vous exercez réellement : une société peut avoir son siège à une adresse et un atelier ou un point de vente ailleurs, ces établissements secondaires devant eux aussi être déclarés.

## Louer un local : le bail commercial

C’est la solution la plus courante. Pour être accepté par le CNRC, le bail doit en pratique être **établi par un notaire**. Avant de signer, vérifiez :

- la **destination** du local : l’activité prévue doit y être autorisée, notamment dans un immeuble d’habitation soumis à un règlement de copropriété ;
- la **durée** du bail et ses conditions de renouvellement ;
- le **loyer** et ses modalités de paiement : le versement de plusieurs mois, voire d’une année d’avance, est fréquent ;
- la répartition des **charges et travaux** entre bailleur et locataire.

Le bail est généralement conclu au nom de la société en formation ou de son futur gérant : demandez au notaire la formule adaptée, pour que la société puisse le reprendre après son immatriculation.

## Un local dont vous êtes propriétaire

Si vous ou l’un des associés possédez un local, il peut accueillir le siège. Deux voies existent : le **mettre à disposition** de la société par un bail, ce qui vous assure un loyer, ou l’**apporter** au capital, ce qui en fait un bien de la société. L’apport en nature suppose une évaluation et a des conséquences fiscales : à étudier avec votre notaire.

## Le centre de domiciliation

Des sociétés spécialisées, des hôtels d’entreprises et certains incubateurs proposent une **domiciliation** : vous disposez d’une adresse officielle et, selon les formules, d’un service de réception du courrier ou de salles de réunion. Cette option convient aux activités de services qui n’ont pas besoin d’accueillir des clients ni de stocker des marchandises.

Avant de vous engager, **vérifiez que le CNRC accepte ce type de domiciliation pour votre activité** et que le prestataire est lui-même régulièrement établi. Lisez attentivement le contrat : durée, préavis, réexpédition du courrier.

## Le domicile du gérant

Installer le siège à son domicile est tentant au démarrage. Cette possibilité existe pour certaines activités, en général sans réception de clientèle ni stockage, mais **ses conditions varient et doivent être vérifiées auprès du CNRC** avant toute démarche. Gardez aussi à l’esprit :

- les règles de votre **copropriété** ou de votre bail d’habitation ;
- la **séparation** entre vie privée et vie professionnelle ;
- l’**image** donnée à vos clients et à vos partenaires financiers.

## Les justificatifs à prévoir

Selon la solution retenue, le dossier comprendra :

- le **bail notarié** ou l’**acte de propriété** du local ;
- le **contrat de domiciliation**, accompagné des documents du prestataire ;
- le cas échéant, l’**autorisation du propriétaire** ou des copropriétaires ;
- les **pièces d’identité** des signataires.

La liste exacte peut varier d’une antenne à l’autre : demandez-la avant de déposer votre dossier.

## Transférer son siège plus tard

Votre entreprise grandit et change de locaux ? Le transfert du siège suit un parcours précis :

1. **décision des associés**, dans les conditions prévues par les statuts ;
2. **modification des statuts** chez le notaire ;
3. **nouveau justificatif** pour la nouvelle adresse ;
4. **mise à jour au CNRC**, qui délivre un extrait modifié ;
5. **information** du service des impôts, des caisses sociales, de la banque et de vos clients.

> **Attention :** une adresse qui ne correspond plus à la réalité peut compliquer la réception des courriers officiels et vos relations avec l’administration. Mettez-la à jour dès que vous déménagez.

## Notre conseil

Pour un démarrage, privilégiez une solution **stable et facile à justifier**. Un bail notarié dans un local adapté à votre activité reste la voie la plus sûre ; la domiciliation est une bonne alternative pour les activités de services, à condition d’en vérifier l’acceptation au préalable. Le siège sera ensuite demandé par la banque lors de [l’ouverture de votre compte](/blog/ouvrir-compte-bancaire-entreprise).

Vous hésitez entre plusieurs options ? Nous pouvons examiner votre situation avec vous et vérifier les justificatifs avant leur dépôt au CNRC.
`,
})
