import type { FULL_OFFER_CONTENT, GUIDE_CONTENT } from '@/web/src/config/offers'

type OfferContent = { title: string; summary: string; features: readonly string[] }

/**
 * The two offers' words in Arabic, for the landing page's offers section. config/offers.ts keeps
 * the French list that the landing page and the funnel share; its Arabic twin belongs there too
 * (the funnel needs it): this module goes once it exists.
 */
export const ARABIC_OFFER_CONTENT: { full: OfferContent; guide: OfferContent } = {
  full: {
    title: 'المرافقة الكاملة',
    summary: 'خبراؤنا ينشئون مؤسستك من البداية إلى النهاية.',
    features: [
      'دراسة مشروعك خلال 24 ساعة',
      'تحرير القانون الأساسي والتوقيع لدى الموثّق',
      'القيد في السجل التجاري',
      'رقم التعريف الجبائي والحساب البنكي',
      'متابعة ملفك في فضاء العميل',
      'النتيجة في أقل من 30 يومًا، مضمونة أو نعيد إليك أموالك',
    ],
  } satisfies { [Key in keyof typeof FULL_OFFER_CONTENT]: unknown },
  guide: {
    title: 'دليل إنشاء المؤسسة',
    summary: 'لتفهم الخطوات قبل أن تنطلق.',
    features: [
      'خطوات الإنشاء، بالترتيب',
      'أي شكل قانوني تختار حسب مشروعك',
      'التكاليف والوثائق التي يجب تحضيرها',
      'يُرسل إليك عبر البريد الإلكتروني خلال 24 ساعة',
    ],
  } satisfies { [Key in keyof typeof GUIDE_CONTENT]: unknown },
}
