import { CREATION } from '../taxonomy'
import { defineArticle } from '../types'

export default defineArticle({
  title: 'EI, EURL, SARL, SPA, SNC : quelle forme juridique choisir en Algérie ?',
  slug: 'choisir-sa-forme-juridique-en-algerie',
  excerpt:
    'Associés, capital, responsabilité, impôts, gouvernance : les cinq formes les plus courantes comparées, pour choisir celle qui convient à votre projet.',
  metaTitle: 'Quelle forme juridique choisir en Algérie ?',
  metaDescription:
    'Entreprise individuelle, EURL, SARL, SPA ou SNC : comparez associés, capital, responsabilité, fiscalité et gouvernance avant de créer votre entreprise.',
  categorySlug: CREATION,
  tagSlugs: ['algerie', 'sarl', 'auto-entrepreneur'],
  featuredImageUrl: '/images/blog/formes-juridiques.svg',
  status: 'published',
  publishedDaysAgo: 38,
  markdown: `
Avant de rédiger des statuts, une question structure tout le reste : **sous quelle forme juridique** exercer votre activité ? Ce choix détermine qui peut s’associer avec vous, ce que vous risquez personnellement, la façon dont vos bénéfices sont imposés et les règles de décision au quotidien. Il n’existe pas de « meilleure » forme dans l’absolu, seulement une forme adaptée à votre projet. Voici les repères essentiels pour les cinq structures les plus utilisées en Algérie.

## Les critères qui font la différence

Avant de comparer les formes entre elles, posez-vous ces questions :

- **Combien serez-vous ?** Seul, à deux ou trois, ou avec de nombreux investisseurs.
- **Quel capital pouvez-vous apporter ?** En numéraire (de l’argent) ou en nature (un local, du matériel).
- **Quel risque acceptez-vous ?** Certaines formes protègent votre patrimoine personnel, d’autres non.
- **Comment voulez-vous être imposé ?** À l’impôt sur le revenu global (**IRG**) en tant que personne, ou à l’impôt sur les bénéfices des sociétés (**IBS**).
- **Quelle image voulez-vous donner ?** Banques, grands clients et marchés publics regardent souvent la forme de l’entreprise.

## L’entreprise individuelle : simple, mais sans protection

L’**entreprise individuelle** (ou commerçant personne physique) est la formule la plus légère : pas de statuts, pas de capital minimum, une immatriculation au registre du commerce en votre nom propre. Vous décidez seul et les formalités sont réduites.

La contrepartie est importante : il n’y a **aucune séparation entre vos biens et ceux de l’entreprise**. En cas de dettes professionnelles, vos créanciers peuvent se tourner vers votre patrimoine personnel. Les bénéfices sont imposés à l’IRG, selon le régime de l’impôt forfaitaire unique (IFU) ou celui du réel en fonction de votre chiffre d’affaires.

Pour une petite activité, le **statut d’auto-entrepreneur**, créé en 2022, offre une version encore simplifiée pour certaines activités : nous lui consacrons [un article dédié](/blog/statut-auto-entrepreneur-algerie).

## L’EURL : la société d’un seul associé

L’**EURL** (entreprise unipersonnelle à responsabilité limitée) est une SARL qui ne compte qu’un associé. Elle crée une personne morale distincte de vous : votre responsabilité est en principe **limitée au montant de vos apports**, sauf faute de gestion ou garanties personnelles données à une banque.

Elle convient au créateur seul qui veut protéger son patrimoine et pouvoir, plus tard, accueillir des associés sans changer de forme. La société est soumise à l’IBS et doit tenir une comptabilité complète.

## La SARL : la forme la plus courante

La **SARL** (société à responsabilité limitée) réunit de deux à cinquante associés, dont la responsabilité est limitée à leurs apports. Depuis la réforme du code de commerce de 2015, le montant du capital social est **librement fixé par les associés** dans les statuts : il doit néanmoins rester cohérent avec l’activité, car c’est un signal de sérieux pour vos partenaires.

Quelques traits à retenir :

- la société est dirigée par un ou plusieurs **gérants**, associés ou non, nommés par les statuts ou par décision des associés ;
- les **parts sociales** ne se cèdent pas librement à des tiers : l’agrément des associés est requis, dans les conditions prévues par la loi et les statuts ;
- les comptes sont approuvés chaque année en assemblée ;
- les bénéfices sont soumis à l’IBS, et les dividendes distribués sont ensuite imposés chez les associés.

C’est la forme la plus adaptée à la plupart des PME : elle équilibre protection, souplesse et coût. Les étapes de sa création sont détaillées dans notre guide [Créer une SARL en Algérie](/blog/creer-une-sarl-en-algerie).

## La SPA : pour les projets d’envergure

La **société par actions** (SPA) s’adresse aux projets qui réunissent de nombreux investisseurs ou visent une taille importante. Le code de commerce impose **au moins sept actionnaires** et un capital minimum qui, à la date de rédaction, s’élève à un million de dinars (cinq millions en cas d’appel public à l’épargne) : faites confirmer ces montants par votre notaire.

La gouvernance est plus lourde : **conseil d’administration** ou directoire et conseil de surveillance, assemblées générales, **commissaire aux comptes** obligatoire. En échange, les actions se transmettent plus facilement et la structure inspire confiance aux financeurs. Pour les jeunes pousses, la loi de 2022 a par ailleurs introduit la **société par actions simplifiée** (SAS), plus souple : renseignez-vous sur ses conditions avant de l’envisager.

## La SNC : la confiance avant tout

Dans la **société en nom collectif** (SNC), les associés, au moins deux, ont tous la qualité de commerçant et répondent **indéfiniment et solidairement** des dettes de la société : un créancier peut réclamer la totalité de sa créance à n’importe lequel d’entre eux. Les parts ne peuvent être cédées qu’avec l’accord de tous.

Aucun capital minimum n’est exigé. Sur le plan fiscal, les bénéfices sont en principe imposés au nom de chaque associé, à l’IRG, sauf option pour l’IBS. Elle se réserve aux associés qui se connaissent très bien, souvent au sein d’une famille.

## Comment trancher en pratique

1. **Listez les personnes** qui apporteront de l’argent, un bien ou leur travail au projet.
2. **Évaluez vos risques** : dettes fournisseurs, emprunts, responsabilité vis-à-vis des clients.
3. **Simulez votre fiscalité** sur deux ou trois années avec un comptable : IRG ou IBS, selon vos bénéfices prévisibles.
4. **Anticipez l’avenir** : arrivée d’un investisseur, transmission, développement à l’export.
5. **Validez votre choix** avec un professionnel avant la rédaction des statuts.

> **Bon à savoir :** changer de forme juridique plus tard est possible, mais suppose une décision des associés, un acte notarié et des formalités au registre du commerce. Mieux vaut bien choisir dès le départ.

## En résumé

L’entreprise individuelle convient pour démarrer seul une petite activité ; l’EURL et la SARL protègent votre patrimoine ; la SPA s’adresse aux projets à plusieurs investisseurs ; la SNC repose sur une confiance totale entre associés. Les règles évoquées ici reflètent le droit à la date de rédaction.

Vous hésitez entre deux formes ? Nos conseillers peuvent examiner votre projet avec vous et vous orienter vers la structure la plus adaptée, puis vous accompagner dans les formalités si vous le souhaitez.
`,
})
