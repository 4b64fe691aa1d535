import type { Locale } from '@/contract/i18n/locales'

/**
 * The two offers' words (spec 1 §1, §9), shown by the landing page's offers section and the
 * funnel's offer cards: one list, so the funnel never promises more or less than the landing.
 * In both languages (issue 37): `offerContent(locale)`.
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

export interface OfferContent {
  title: string
  summary: string
  features: readonly string[]
}

/** The same two offers in Arabic, word for word the promise the French list makes. */
const ARABIC_OFFERS: { full: OfferContent; guide: OfferContent } = {
  full: {
    title: 'المرافقة الكاملة',
    summary: 'خبراؤنا يتكفّلون بإنشاء شركتك من البداية إلى النهاية.',
    features: [
      'دراسة مشروعك خلال 24 ساعة',
      'تحرير القانون الأساسي والتوقيع لدى الموثق',
      'القيد في السجل التجاري',
      'رقم التعريف الجبائي وفتح الحساب البنكي',
      'متابعة ملفك من فضاء الزبون',
      'النتيجة في أقل من 30 يومًا، مضمونة وإلا استرجعت أموالك',
    ],
  },
  guide: {
    title: 'دليل إنشاء الشركة',
    summary: 'لتفهم المراحل قبل أن تنطلق.',
    features: [
      'مراحل الإنشاء، بالترتيب',
      'أي شكل قانوني تختار حسب مشروعك',
      'التكاليف والوثائق الواجب تحضيرها',
      'يصلك عبر البريد الإلكتروني خلال 24 ساعة',
    ],
  },
}

export function offerContent(locale: Locale): { full: OfferContent; guide: OfferContent } {
  return locale === 'ar' ? ARABIC_OFFERS : { full: FULL_OFFER_CONTENT, guide: GUIDE_CONTENT }
}
