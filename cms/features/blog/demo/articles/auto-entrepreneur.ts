import { CREATION } from '../taxonomy'
import { defineArticle } from '../types'

export default defineArticle({
  title: 'Le statut d’auto-entrepreneur en Algérie : conditions, inscription et obligations',
  slug: 'statut-auto-entrepreneur-algerie',
  excerpt:
    'Créé par une loi de 2022, le statut d’auto-entrepreneur permet d’exercer seul une petite activité avec des formalités allégées. Conditions, inscription auprès de l’ANAE et limites.',
  metaTitle: 'Auto-entrepreneur en Algérie : le guide du statut',
  metaDescription:
    'Conditions, inscription sur la plateforme de l’ANAE, carte d’auto-entrepreneur, impôt et sécurité sociale : ce qu’il faut savoir sur le statut créé en 2022.',
  categorySlug: CREATION,
  tagSlugs: ['algerie', 'auto-entrepreneur', 'securite-sociale'],
  featuredImageUrl: '/images/blog/auto-entrepreneur.svg',
  status: 'published',
  publishedDaysAgo: 4,
  markdown: `
Développeur indépendant, graphiste, formateur, artisan du numérique : de nombreux porteurs de projet veulent exercer seuls une activité modeste, sans créer de société. Pour eux, l’Algérie a adopté fin 2022 une **loi portant statut de l’auto-entrepreneur**, complétée depuis par des textes d’application et par la création de l’**Agence nationale de l’auto-entrepreneur (ANAE)**. Voici ce que ce statut permet, à qui il s’adresse et ses limites, à la date de rédaction.

## Ce que le statut change

L’auto-entrepreneur exerce **en son nom propre**, comme une entreprise individuelle, mais avec un cadre allégé :

- une **inscription au registre national de l’auto-entrepreneur**, tenu par l’ANAE, au lieu d’une immatriculation classique au registre du commerce ;
- une **carte d’auto-entrepreneur**, qui atteste de votre statut auprès de vos clients et des administrations ;
- une **fiscalité simplifiée**, calculée sur le chiffre d’affaires ;
- une **couverture sociale** en tant que non-salarié.

## Qui peut en bénéficier ?

Les conditions sont fixées par la loi et ses textes d’application. Dans les grandes lignes, il faut :

- être une **personne physique majeure**, exerçant seule ;
- exercer une activité figurant sur la **liste des activités éligibles**, fixée par la réglementation : de nombreuses activités de services et du numérique y figurent, mais pas les activités réglementées ;
- ne pas dépasser un **plafond de chiffre d’affaires annuel**, fixé à **5 millions de dinars** à la date de rédaction.

Avant de vous lancer, **vérifiez que votre activité figure bien sur la liste** publiée par l’ANAE : c’est la première cause de refus.

## Les avantages

- **Des formalités réduites** : l’inscription se fait en ligne, sans statuts ni notaire.
- **Un impôt proportionnel à votre activité** : un prélèvement forfaitaire dans le cadre de l’IFU, à un taux réduit (**0,5 %** du chiffre d’affaires à la date de rédaction), à confirmer auprès de votre service des impôts.
- **Une protection sociale** par l’affiliation à la CASNOS.
- **Une existence officielle**, qui vous permet de facturer des entreprises et de rassurer vos clients.

## Les limites à connaître

Le statut n’est pas adapté à tous les projets :

- vous restez **responsable sur vos biens personnels** des dettes de l’activité, comme dans toute entreprise individuelle ;
- le **plafond de chiffre d’affaires** limite votre croissance : au-delà, il faudra passer à un autre statut ;
- vous ne pouvez **pas vous associer** : pour entreprendre à plusieurs, une SARL est plus adaptée ;
- les **activités éligibles** sont limitativement énumérées.

Si votre projet dépasse ce cadre, consultez notre comparatif des [formes juridiques](/blog/choisir-sa-forme-juridique-en-algerie).

## S’inscrire, étape par étape

1. **Vérifier l’éligibilité** de votre activité sur la liste de l’ANAE.
2. **Créer votre compte** sur la plateforme numérique de l’agence et remplir le formulaire d’inscription.
3. **Joindre les pièces demandées**, en général votre pièce d’identité et les justificatifs liés à votre situation et à votre activité.
4. **Attendre la validation** de votre dossier, puis télécharger ou retirer votre **carte d’auto-entrepreneur**.
5. **Ouvrir un compte bancaire dédié** à l’activité, exigé par le statut, et effectuer vos démarches auprès des impôts et de la CASNOS selon les indications de l’agence.

La procédure et la liste des pièces pouvant évoluer, **suivez les instructions affichées sur la plateforme** au moment de votre inscription.

## Vos obligations une fois inscrit

- **Déclarer votre chiffre d’affaires** et payer l’impôt aux échéances prévues.
- **Payer vos cotisations** à la CASNOS.
- **Faire passer vos encaissements** par votre compte bancaire dédié.
- **Tenir un registre** de vos recettes et conserver vos factures.
- **Surveiller votre chiffre d’affaires** pour anticiper un éventuel dépassement du plafond.

> **Bon à savoir :** le statut d’auto-entrepreneur est un excellent moyen de tester une activité. Si elle décolle, la transformation en EURL ou en SARL vous permettra de protéger votre patrimoine, d’embaucher plus facilement et d’accueillir des associés.

## Auto-entrepreneur ou société ?

Le statut convient si vous travaillez seul, avec peu d’investissement, dans une activité éligible et pour un chiffre d’affaires raisonnable. Dès que le projet implique des associés, un local, du stock, des emprunts importants ou des marchés conséquents, une société offre un cadre plus solide.

Vous vous demandez si votre activité est éligible, ou s’il vaut mieux créer directement une société ? Nous pouvons faire le point avec vous sur votre projet et vous aider dans les démarches correspondantes.
`,
})
