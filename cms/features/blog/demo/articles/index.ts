/** The demo articles, newest topics last; each module holds one article in Markdown. */
import autoEntrepreneur from './auto-entrepreneur'
import compteBancaire from './compte-bancaire'
import creerUneSarl from './creer-une-sarl'
import domiciliation from './domiciliation'
import formesJuridiques from './formes-juridiques'
import obligationsFiscales from './obligations-fiscales'
import premierSalarie from './premier-salarie'

export const DEMO_ARTICLES = [
  formesJuridiques,
  creerUneSarl,
  obligationsFiscales,
  domiciliation,
  compteBancaire,
  autoEntrepreneur,
  premierSalarie,
]
