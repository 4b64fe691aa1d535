/** The demo blog's categories and tags; slugs come from `slugify`, as the editor would fill them. */
import { category, tag } from './types'

export const DEMO_CATEGORIES = [
  category(
    'Création d’entreprise',
    'Forme juridique, statuts, registre du commerce : les étapes pour créer votre société en Algérie.',
    '#1D4ED8',
  ),
  category('Fiscalité', 'Identifiants, régimes d’imposition, déclarations : comprendre vos obligations fiscales et sociales.', '#B45309'),
  category('Gestion', 'Siège social, obligations courantes, premiers mois : la vie quotidienne de votre entreprise.', '#0F766E'),
  category(
    'Banque et financement',
    'Compte professionnel, dépôt du capital, relation avec la banque : les bases du financement.',
    '#7C3AED',
  ),
]

export const DEMO_TAGS = [
  tag('Algérie', '#8B5CF6'),
  tag('SARL', '#2563EB'),
  tag('CNRC', '#0891B2'),
  tag('NIF', '#D97706'),
  tag('Domiciliation', '#059669'),
  tag('Auto-entrepreneur', '#DB2777'),
  tag('Banque', '#7C3AED'),
  tag('Sécurité sociale', '#DC2626'),
]

export const [CREATION, FISCALITE, GESTION, BANQUE] = DEMO_CATEGORIES.map((c) => c.slug)

/**
 * The Arabic articles' categories and tags (issue 37): categories have one name, so the Arabic
 * blog has its own, in Arabic (each list shows the categories it has articles in). Tags named
 * the same in both languages (SARL, CNRC, NIF) are shared. Seeded after the French ones.
 */
export const DEMO_ARABIC_CATEGORIES = [
  category('الأشكال القانونية', 'المؤسسة الفردية والشركات: الشكل القانوني الذي يناسب مشروعك في الجزائر.', '#BE123C'),
  category('الإجراءات الإدارية', 'السجل التجاري والموثّق والضرائب والضمان الاجتماعي: خطوات إنشاء مؤسستك.', '#0369A1'),
]

export const DEMO_ARABIC_TAGS = [tag('الجزائر', '#8B5CF6'), tag('الضمان الاجتماعي', '#DC2626')]

export const [ARABIC_FORMS, ARABIC_STEPS] = DEMO_ARABIC_CATEGORIES.map((c) => c.slug)
