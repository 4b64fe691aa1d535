import { GESTION } from '../taxonomy'
import { defineArticle } from '../types'

/** A draft: the plan of a future article, so that the back-office shows one. */
export default defineArticle({
  title: 'Recruter son premier salarié : contrat, CNAS et obligations de l’employeur',
  slug: 'recruter-son-premier-salarie',
  excerpt: 'Contrat de travail, affiliation à la CNAS, déclarations et paie : les étapes à suivre avant et après la première embauche.',
  metaTitle: 'Recruter son premier salarié en Algérie',
  metaDescription:
    'Contrat de travail, immatriculation à la CNAS, déclaration du salarié et première paie : les obligations de l’employeur débutant.',
  categorySlug: GESTION,
  tagSlugs: ['algerie', 'securite-sociale'],
  featuredImageUrl: '/images/blog/premier-salarie.svg',
  status: 'draft',
  publishedDaysAgo: null,
  markdown: `
**Brouillon : plan de l’article, à rédiger et à faire relire avant publication.**

## Introduction

Pourquoi la première embauche est une étape à préparer : coût réel, obligations nouvelles, responsabilités de l’employeur.

## Avant l’embauche

- Définir le poste, le temps de travail et la rémunération.
- Choisir le contrat : durée indéterminée ou déterminée, cas de recours au second.
- Vérifier l’immatriculation de l’entreprise à la **CNAS** en tant qu’employeur.

## Le jour de l’embauche

1. Signer le contrat de travail.
2. Déclarer le salarié à la CNAS dans les délais.
3. Inscrire le salarié sur les registres obligatoires.

## Chaque mois

- Établir le bulletin de paie, retenir les cotisations et l’**IRG sur salaires**.
- Déclarer et payer les cotisations sociales et l’impôt retenu.

## Chaque année

- La déclaration annuelle des salaires.
- Les congés payés.

> À vérifier avant publication : délais de déclaration, taux de cotisation, dispositifs d’aide à l’emploi en vigueur.

## Conclusion

Proposer un accompagnement pour la première embauche et la mise en place de la paie.
`,
})
