/** The demo articles, newest topics last; each module holds one article in Markdown. */
import ashkalAlSharikat from './ashkal-al-sharikat'
import autoEntrepreneur from './auto-entrepreneur'
import compteBancaire from './compte-bancaire'
import creerUneSarl from './creer-une-sarl'
import domiciliation from './domiciliation'
import formesJuridiques from './formes-juridiques'
import obligationsFiscales from './obligations-fiscales'
import premierSalarie from './premier-salarie'
import tasjilCnrc from './tasjil-cnrc'

export const DEMO_ARTICLES = [
  formesJuridiques,
  creerUneSarl,
  obligationsFiscales,
  domiciliation,
  compteBancaire,
  autoEntrepreneur,
  premierSalarie,
]

/** The Arabic articles (issue 37), each the translation of a French one above; seeded after them. */
export const DEMO_ARABIC_ARTICLES = [ashkalAlSharikat, tasjilCnrc]
