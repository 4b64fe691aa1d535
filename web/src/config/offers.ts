/**
 * The two offers' words (spec 1 §1, §9), shown by the landing page's offers section and the
 * funnel's offer cards: one list, so the funnel never promises more or less than the landing.
 * French typography: a non-breaking space (\u00a0) before : ; ! ? and between a number and its unit.
 */
export const FULL_OFFER_CONTENT = {
  title: 'Accompagnement complet',
  summary: 'Nos experts créent votre entreprise de A à Z.',
  features: [
    'Analyse de votre projet sous 24\u00a0h',
    'Rédaction des statuts et signature chez le notaire',
    'Immatriculation au registre du commerce',
    'Numéro d’identification fiscale et compte bancaire',
    'Suivi de votre dossier dans votre espace client',
    'Résultat en moins de 30 jours, garanti ou remboursé',
  ],
} as const

export const GUIDE_CONTENT = {
  title: 'Guide de création',
  summary: 'Pour comprendre les étapes avant de vous lancer.',
  features: [
    'Les étapes de la création, dans l’ordre',
    'Quel statut choisir selon votre projet',
    'Les coûts et les documents à prévoir',
    'Envoyé par email sous 24\u00a0h',
  ],
} as const
