/**
 * The landing page's words (spec 1 §1 and §9: promises, services, offers, steps,
 * testimonials, chat). French typography: a non-breaking space (\u00a0) before : ; ! ?
 */
export const PROMISES = [
  {
    icon: 'simple',
    title: 'Démarches simplifiées',
    text: 'Un formulaire clair, et nous nous chargeons du reste\u00a0: dossiers, pièces, rendez-vous.',
  },
  {
    icon: 'experts',
    title: 'Experts locaux',
    text: 'Juristes et comptables qui connaissent les administrations de votre pays, pas un centre d’appel.',
  },
  {
    icon: 'fast',
    title: 'Résultat en moins de 30 jours',
    text: 'De votre demande aux documents officiels de votre société, en moins d’un mois.',
  },
  { icon: 'guarantee', title: 'Garantie 30 jours ou remboursé', text: 'Si nous ne tenons pas notre engagement, vous êtes remboursé.' },
  {
    icon: 'companies',
    title: '100+ entreprises créées',
    text: 'SARL, EURL, SAS, auto-entreprises\u00a0: des fondateurs nous ont déjà fait confiance.',
  },
  {
    icon: 'support',
    title: 'Support 7 jours sur 7',
    text: 'Une question le week-end\u202f? Notre équipe répond par email et sur WhatsApp.',
  },
] as const

export type PromiseIcon = (typeof PROMISES)[number]['icon']

export const SERVICES = [
  { title: 'Guide gratuit', text: 'Les étapes, les statuts et les coûts, expliqués simplement.' },
  { title: 'Accompagnement complet de A à Z', text: 'Un expert suit votre dossier jusqu’à l’immatriculation.' },
  { title: 'Support par email et chat', text: 'Des réponses rapides, par écrit, quand vous en avez besoin.' },
  { title: 'Services complémentaires', text: 'Domiciliation, modification ou dissolution de société.' },
  { title: 'Notaire partenaire', text: 'Signature des statuts chez un notaire de notre réseau.' },
  { title: 'Immatriculation au registre du commerce', text: 'Dépôt du dossier et suivi jusqu’à l’extrait du registre.' },
  { title: 'Numéro d’identification fiscale', text: 'Obtention du NIF et de la carte fiscale de votre société.' },
  { title: 'Aide à l’ouverture du compte bancaire', text: 'Les bons documents pour ouvrir le compte de votre entreprise.' },
] as const

export const STEPS = [
  { title: 'Remplissez le formulaire en ligne', text: 'Quelques minutes suffisent\u00a0: votre projet, vos coordonnées, l’offre choisie.' },
  {
    title: 'Nos experts s’occupent des formalités',
    text: 'Statuts, notaire, registre du commerce, impôts\u00a0: nous gérons chaque étape.',
  },
  { title: 'Recevez vos documents officiels', text: 'Statuts, extrait du registre, carte fiscale\u00a0: votre société existe.' },
] as const

export const TESTIMONIALS = [
  {
    name: 'Amine Belkacem',
    role: 'Gérant d’une SARL de négoce, Alger',
    quote: 'Je pensais y passer des mois. Trois semaines après mon premier message, j’avais mon registre du commerce et ma carte fiscale.',
  },
  {
    name: 'Sarah Mebarki',
    role: 'Fondatrice d’une SAS de conseil, Lyon',
    quote: 'Un interlocuteur unique, des réponses le soir et le week-end, et un suivi clair de chaque étape dans mon espace client.',
  },
  {
    name: 'Karim Toumi',
    role: 'Auto-entrepreneur, développeur web, Oran',
    quote: 'Le guide gratuit m’a aidé à choisir mon statut, puis l’équipe a tout pris en main. Je recommande sans hésiter.',
  },
] as const

/** The chat widget's preset messages (spec 1 §9: five). */
export const CHAT_QUICK_MESSAGES = [
  'Bonjour, je souhaite créer mon entreprise.',
  'Quels sont vos tarifs pour l’accompagnement complet\u202f?',
  'Quel statut juridique choisir pour mon projet\u202f?',
  'Combien de temps faut-il pour créer ma société\u202f?',
  'Je souhaite recevoir le guide gratuit.',
] as const

/** Prefilled text of the landing's chat buttons. */
export const CHAT_DEFAULT_MESSAGE = 'Bonjour, je souhaite être accompagné pour créer mon entreprise.'
