import { FISCALITE } from '../taxonomy'
import { defineArticle } from '../types'

export default defineArticle({
  title: 'NIF, NIS, IFU, TVA : vos obligations fiscales et sociales après la création',
  slug: 'obligations-fiscales-apres-la-creation',
  excerpt:
    'Identifiants fiscal et statistique, IFU ou régime du réel, TVA, IBS et IRG, CASNOS et CNAS : ce qu’il faut faire dans les premières semaines de votre entreprise.',
  metaTitle: 'NIF, NIS, IFU, TVA : obligations après la création',
  metaDescription:
    'NIF auprès des impôts, NIS auprès de l’ONS, régime de l’IFU ou du réel, TVA, IBS, IRG, CASNOS et CNAS : les premières obligations de votre entreprise.',
  categorySlug: FISCALITE,
  tagSlugs: ['algerie', 'nif', 'securite-sociale'],
  featuredImageUrl: '/images/blog/obligations-fiscales.svg',
  status: 'published',
  publishedDaysAgo: 24,
  markdown: `
L’extrait du registre du commerce en main, votre entreprise existe. Elle doit maintenant se faire connaître de l’**administration fiscale**, de l’**Office national des statistiques** et des **caisses de sécurité sociale**, puis respecter un calendrier de déclarations. Ces obligations sont simples une fois comprises, mais un oubli peut coûter des pénalités. Voici les repères à connaître, en gardant à l’esprit que les taux et seuils sont fixés chaque année par la **loi de finances** : ceux cités ici sont ceux en vigueur à la date de rédaction.

## Les deux identifiants de votre entreprise

### Le NIF, auprès des impôts

Le **numéro d’identification fiscale (NIF)** est attribué par la Direction générale des impôts (DGI). Il figure sur vos factures, vos déclarations et vos échanges avec la banque ou la douane. La demande se fait auprès du service des impôts dont relève votre siège, avec en général l’extrait du registre du commerce, les statuts, la pièce d’identité du gérant et le justificatif du siège.

Profitez-en pour faire votre **déclaration d’existence** : elle doit intervenir dans un délai court après le début de l’activité (trente jours à la date de rédaction). Votre service des impôts vous indiquera la procédure en vigueur, en partie dématérialisée.

### Le NIS, auprès de l’ONS

Le **numéro d’identification statistique (NIS)** est délivré par l’Office national des statistiques (ONS), sous la forme d’un avis d’identification. La demande se dépose auprès de l’antenne de l’ONS de votre wilaya, sur présentation de l’extrait du registre du commerce. Ce numéro vous sera demandé par la banque et par de nombreux clients.

## IFU ou régime du réel : quel régime d’imposition ?

### Le régime de l’impôt forfaitaire unique (IFU)

L’**IFU** est un régime simplifié : un impôt unique, calculé sur le chiffre d’affaires, qui remplace notamment l’IRG et la TVA. À la date de rédaction, il concerne principalement les **personnes physiques** dont le chiffre d’affaires annuel ne dépasse pas **8 millions de dinars**, avec un taux de **5 %** pour les activités de production et de vente de biens et de **12 %** pour les autres activités. Le contribuable dépose une déclaration prévisionnelle en début d’année, puis une déclaration définitive.

### Le régime du réel

Les **sociétés** (EURL, SARL, SPA) relèvent en principe du **régime du réel**, de même que les entrepreneurs individuels au-delà du seuil de l’IFU. Ce régime suppose :

- une **comptabilité complète**, tenue selon le système comptable financier ;
- des **déclarations périodiques** (le bordereau G50, en principe mensuel) pour la TVA, les retenues sur salaires et les acomptes d’impôt ;
- une **déclaration annuelle des résultats**, accompagnée des états financiers.

## La TVA

Au régime du réel, vous **facturez la TVA** à vos clients et **déduisez celle payée** sur vos achats professionnels : vous reversez la différence chaque mois. À la date de rédaction, le taux normal est de **19 %** et le taux réduit de **9 %**, réservé à certains biens et services. Vérifiez le taux applicable à chacune de vos prestations avant d’émettre votre première facture.

## L’IBS et l’IRG

- Les sociétés de capitaux paient l’**impôt sur les bénéfices des sociétés (IBS)**. Ses taux varient selon l’activité ; à la date de rédaction, **19 %** pour la production de biens, **23 %** pour le bâtiment, les travaux publics et le tourisme, **26 %** pour les autres activités. Il est versé en partie par acomptes en cours d’année.
- Les entrepreneurs individuels au réel, et les associés de SNC sauf option, relèvent de l’**impôt sur le revenu global (IRG)**, calculé selon un barème progressif.
- L’employeur retient l’**IRG sur les salaires** versés et le reverse avec sa déclaration périodique.

## Les déclarations sociales : CASNOS et CNAS

Deux caisses se partagent la protection sociale :

- la **CASNOS**, caisse des non-salariés, pour l’entrepreneur individuel et, dans une SARL, le gérant majoritaire. L’affiliation intervient dès le début de l’activité et la cotisation annuelle est calculée sur le revenu, avec un minimum ;
- la **CNAS**, caisse des salariés : l’employeur s’y immatricule et déclare chaque salarié **dès son embauche**, puis déclare et paie les cotisations périodiquement, le plus souvent par télédéclaration.

Chaque année, l’employeur dépose en outre une **déclaration annuelle des salaires**. Les taux de cotisation et les dates limites sont à confirmer auprès de votre agence CNAS ou CASNOS.

## Votre calendrier des premières semaines

1. **Demander le NIF** et faire la déclaration d’existence auprès du service des impôts.
2. **Obtenir le NIS** auprès de l’ONS.
3. **Vous affilier à la CASNOS**, et immatriculer l’entreprise à la CNAS avant la première embauche.
4. **Choisir un comptable** et mettre en place la tenue des comptes dès la première opération.
5. **Noter les échéances** : déclaration périodique, acomptes, déclaration annuelle.

> **Conseil :** même sans chiffre d’affaires, certaines déclarations restent dues. Une déclaration « néant » déposée à temps vaut mieux qu’une pénalité de retard.

Pour les textes et formulaires officiels, le site de la [Direction générale des impôts](https://www.mfdgi.gov.dz) reste la référence, et votre inspection des impôts peut confirmer votre situation particulière.

Ces premières démarches vous paraissent nombreuses ? Nos conseillers peuvent les organiser avec vous et vous mettre en relation avec un comptable, pour démarrer votre activité l’esprit tranquille.
`,
})
