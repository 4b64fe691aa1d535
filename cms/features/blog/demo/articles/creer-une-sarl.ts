import { CREATION } from '../taxonomy'
import { defineArticle } from '../types'

export default defineArticle({
  title: 'Créer une SARL en Algérie : les étapes clés, du nom au registre du commerce',
  slug: 'creer-une-sarl-en-algerie',
  excerpt:
    'Certificat de dénomination, statuts chez le notaire, siège social, dossier au CNRC, extrait du registre du commerce : le parcours de création d’une SARL, étape par étape.',
  metaTitle: 'Créer une SARL en Algérie : les étapes au CNRC',
  metaDescription:
    'Certificat de dénomination, statuts notariés, domiciliation, dépôt du dossier au CNRC et extrait du registre du commerce : le guide pas à pas.',
  categorySlug: CREATION,
  tagSlugs: ['algerie', 'sarl', 'cnrc'],
  featuredImageUrl: '/images/blog/creer-une-sarl.svg',
  status: 'published',
  publishedDaysAgo: 31,
  markdown: `
Vous avez choisi la **SARL** pour votre projet : c’est la forme la plus répandue en Algérie, et son parcours de création est bien balisé. Il passe par trois interlocuteurs principaux : le **Centre national du registre du commerce (CNRC)**, le **notaire** et, pour le siège, votre bailleur. Voici les étapes dans l’ordre où elles se présentent, avec les points d’attention que nous rencontrons le plus souvent.

## Avant de commencer : réunir les bonnes informations

Un dossier bien préparé fait gagner des semaines. Avant la première démarche, arrêtez :

- **deux ou trois propositions de dénomination**, au cas où la première serait déjà prise ;
- **l’objet social**, c’est-à-dire les activités exercées, formulées selon la nomenclature des activités économiques utilisée par le CNRC ;
- **la liste des associés**, leurs apports et la répartition des parts sociales ;
- **le nom du gérant** (associé ou non) et l’étendue de ses pouvoirs ;
- **le montant du capital** et sa composition (numéraire, nature) ;
- **l’adresse du siège social** et le document qui la justifiera.

Vérifiez aussi si votre activité est **réglementée** : certaines exigent un agrément, une autorisation ou un diplôme avant l’inscription. Mieux vaut le savoir avant de signer un bail.

## Étape 1 : obtenir le certificat de dénomination

Le **certificat de dénomination** atteste que le nom choisi n’est pas déjà utilisé par une autre entreprise. Il se demande auprès du CNRC, à l’antenne locale ou en ligne selon les services disponibles. Le notaire en aura besoin pour rédiger les statuts.

Ce certificat a une **durée de validité limitée** : renseignez-vous sur celle-ci au moment de la demande et enchaînez rapidement avec les étapes suivantes.

## Étape 2 : faire établir les statuts chez le notaire

En Algérie, les statuts d’une société commerciale sont établis **en la forme authentique**, donc par un notaire. Ils fixent notamment la dénomination, l’objet, le siège, la durée, le capital, la répartition des parts et les règles de gérance.

Le notaire se charge en général :

1. de **rédiger les statuts** à partir de vos informations et de les faire signer par tous les associés ;
2. de recueillir ou de faire constater le **versement du capital** en numéraire, selon les modalités qu’il vous indiquera ;
3. de **faire enregistrer** l’acte auprès de l’administration fiscale ;
4. de préparer les **formalités de publicité légale** de la constitution.

Si un associé apporte un bien (local, véhicule, matériel), cet **apport en nature** doit être évalué, le cas échéant par un commissaire aux apports : prévoyez ce délai supplémentaire. Demandez au notaire un devis détaillé de ses honoraires et des droits dus, qui dépendent notamment du capital.

## Étape 3 : justifier du siège social

Le CNRC exige un **justificatif du siège** : bail commercial, acte de propriété ou contrat de domiciliation selon votre situation. Ce point soulève souvent des questions, que nous détaillons dans notre article sur [le siège social et la domiciliation](/blog/siege-social-et-domiciliation).

## Étape 4 : déposer le dossier au CNRC

Le dossier d’immatriculation se dépose auprès de l’antenne du CNRC compétente pour votre siège. Sa composition exacte peut évoluer et varier selon l’activité : **vérifiez la liste à jour auprès du CNRC** avant le dépôt. Elle comprend habituellement :

- le **formulaire de demande d’immatriculation**, rempli et signé ;
- une **copie des statuts** notariés ;
- le **certificat de dénomination** ;
- le **justificatif du siège social** ;
- les **pièces d’identité** et documents d’état civil du gérant, et le cas échéant des associés ;
- la preuve du paiement des **droits d’immatriculation** et des timbres fiscaux, dont le montant est fixé par la réglementation en vigueur ;
- pour une activité réglementée, l’**autorisation** ou l’agrément correspondant.

Un dossier incomplet est renvoyé : une relecture attentive avant le dépôt évite un aller-retour.

## Étape 5 : retirer l’extrait du registre du commerce

Une fois le dossier accepté, le CNRC délivre l’**extrait du registre du commerce**, aujourd’hui sous forme électronique, avec un code permettant d’en vérifier l’authenticité. Votre SARL acquiert la **personnalité morale** à compter de son immatriculation : elle peut alors signer des contrats, ouvrir son compte bancaire et facturer.

Quant aux délais, le CNRC annonce des traitements rapides lorsque le dossier est complet ; en pratique, comptez **de quelques jours à quelques semaines** pour l’ensemble du parcours, selon le notaire, l’antenne et la période.

> **Conseil :** conservez plusieurs copies certifiées de vos statuts et de votre extrait du registre du commerce. Banque, impôts, caisses sociales et fournisseurs vous les demanderont dans les semaines qui suivent.

## Les erreurs les plus fréquentes

- Un **objet social trop étroit**, qui oblige à modifier les statuts dès la première diversification.
- Un **bail signé trop tôt**, avant d’avoir vérifié que l’activité y est autorisée.
- Un **capital sous-dimensionné**, qui fragilise la crédibilité de la société auprès des banques.
- Des **statuts copiés d’un modèle**, sans règles claires sur la cession des parts ou la révocation du gérant.

## Et après l’immatriculation ?

L’extrait du registre du commerce n’est pas la fin du parcours. Il reste à obtenir vos **identifiants fiscal (NIF) et statistique (NIS)**, à vous déclarer auprès des caisses de sécurité sociale et à [ouvrir le compte bancaire de la société](/blog/ouvrir-compte-bancaire-entreprise). Nous détaillons ces obligations dans [notre article sur la fiscalité après la création](/blog/obligations-fiscales-apres-la-creation).

Si vous préférez confier ces démarches à une équipe qui les connaît bien, nos conseillers peuvent préparer votre dossier, coordonner le notaire et suivre l’immatriculation avec vous, à votre rythme.
`,
})
