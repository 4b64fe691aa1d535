import { BANQUE } from '../taxonomy'
import { defineArticle } from '../types'

export default defineArticle({
  title: 'Ouvrir le compte bancaire de votre entreprise : documents, capital et délais',
  slug: 'ouvrir-compte-bancaire-entreprise',
  excerpt:
    'Dépôt du capital, choix de la banque, documents à réunir, délais et bons réflexes : comment ouvrir sereinement le compte professionnel de votre société.',
  metaTitle: 'Ouvrir le compte bancaire de votre entreprise',
  metaDescription:
    'Dépôt du capital, choix de la banque, pièces à fournir, délais : le guide pour ouvrir le compte professionnel de votre société en Algérie.',
  categorySlug: BANQUE,
  tagSlugs: ['algerie', 'banque', 'sarl'],
  featuredImageUrl: '/images/blog/compte-bancaire.svg',
  status: 'published',
  publishedDaysAgo: 10,
  markdown: `
Un compte bancaire au nom de l’entreprise est indispensable : c’est par lui que passent le capital, les paiements des clients, les salaires, les impôts et les cotisations. Au-delà d’un certain montant fixé par la réglementation, les règlements entre professionnels doivent d’ailleurs se faire par chèque ou virement. L’ouverture du compte est rarement compliquée, mais elle demande un dossier complet et un peu d’anticipation.

## Deux moments à distinguer

Pour une société, la banque intervient à deux étapes :

1. **Pendant la création**, pour le capital en numéraire. Selon les cas, il est versé entre les mains du notaire ou sur un compte ouvert au nom de la société en formation ; votre notaire vous indiquera la procédure qu’il suit. Les fonds ne sont mis à la disposition de la société qu’après son immatriculation.
2. **Après l’immatriculation**, pour le compte courant qui servira à l’activité quotidienne. C’est souvent le même établissement, mais rien ne vous y oblige.

Pour un entrepreneur individuel, il n’y a pas de capital à déposer, mais un **compte dédié à l’activité** reste vivement conseillé, et il est exigé pour certains statuts comme celui d’auto-entrepreneur.

## Choisir sa banque

Le paysage bancaire algérien compte des **banques publiques** (BNA, BEA, CPA, BADR, BDL, CNEP-Banque) et des **banques privées**, dont plusieurs filiales de groupes étrangers. Plutôt que de vous fier à la seule réputation, comparez :

- la **proximité de l’agence** et la disponibilité d’un conseiller dédié aux entreprises ;
- les **frais** : tenue de compte, moyens de paiement, virements, commissions sur opérations ;
- les **services en ligne** : consultation, virements, télédéclarations ;
- l’**encaissement** par carte (terminal de paiement électronique, paiement en ligne) si vous vendez au public ;
- les opérations de **commerce extérieur**, si vous importez ou exportez ;
- l’offre de **financement**, y compris, dans plusieurs banques, des produits de finance islamique.

## Les documents à réunir

Chaque banque a sa propre liste, qu’il faut demander à l’agence. Pour une SARL ou une EURL, elle comprend le plus souvent :

- une copie des **statuts** notariés ;
- l’**extrait du registre du commerce** ;
- le **NIF** et l’avis d’identification statistique (**NIS**), ou la preuve de leur demande ;
- le document de **nomination du gérant**, s’il n’est pas désigné dans les statuts ;
- la **pièce d’identité** et un justificatif de résidence du gérant et des personnes habilitées à faire fonctionner le compte ;
- le **justificatif du siège social** ;
- les **spécimens de signature** des personnes habilitées.

La banque peut demander des informations complémentaires sur l’activité, l’origine des fonds ou les associés : ce sont des **vérifications réglementaires**, identiques pour tous ses clients.

## Les étapes de l’ouverture

1. **Prendre rendez-vous** avec le service entreprises de l’agence choisie.
2. **Déposer le dossier complet** et présenter votre activité.
3. Laisser la banque mener ses **vérifications de conformité**.
4. **Signer la convention de compte**, qui précise les conditions et les tarifs.
5. Effectuer le **premier versement** et retirer vos moyens de paiement : chéquier, carte interbancaire (CIB), accès en ligne.

## Combien de temps prévoir ?

Selon les banques et la complétude du dossier, l’ouverture prend **de quelques jours à quelques semaines**. La remise du chéquier ou de la carte peut demander un délai supplémentaire. Lancez la démarche dès réception de l’extrait du registre du commerce, et gardez une marge avant vos premières factures ou votre première paie.

> **Conseil :** le compte de la société n’est pas celui du gérant. Faites passer toutes les recettes et dépenses professionnelles par ce compte, et seulement elles : votre comptabilité sera plus simple, et vous éviterez de confondre les intérêts de la société avec les vôtres.

## Les bons réflexes dès le premier mois

- **Conservez les justificatifs** de chaque mouvement : factures, contrats, bulletins de paie.
- **Surveillez les frais** au bout de quelques mois et renégociez-les si votre activité se développe.
- **Anticipez vos besoins** de financement ou de commerce extérieur en en parlant tôt avec votre conseiller.
- **Mettez à jour la banque** en cas de changement de gérant, de siège ou de statuts.

## En résumé

Le compte bancaire est la colonne vertébrale financière de votre entreprise. Un dossier complet, une banque choisie selon vos besoins réels et une séparation nette avec vos finances personnelles vous éviteront bien des difficultés. Avant cela, assurez-vous d’avoir obtenu vos [identifiants fiscaux et statistiques](/blog/obligations-fiscales-apres-la-creation).

Si vous le souhaitez, nous pouvons préparer avec vous le dossier d’ouverture et vérifier qu’il est complet avant votre rendez-vous à la banque.
`,
})
