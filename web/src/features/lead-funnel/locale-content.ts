/**
 * The funnel's dial codes in the page's language (issue 37). French keeps its one source
 * (contract/phone.ts, shared with the server); the Arabic names are written here, beside the
 * funnel that shows them. The offers' words are config/offers.ts's, in both languages.
 */
import type { Locale } from '@/contract/i18n/locales'
import { DEFAULT_DIAL_CODE, DIAL_CODES, type DialCode } from '@/contract/phone'

/** The countries' names in Arabic, by the dial code's ISO letters ('US' is the shared +1). */
const ARABIC_COUNTRIES: Record<string, string> = {
  FR: 'فرنسا',
  DZ: 'الجزائر',
  BE: 'بلجيكا',
  CH: 'سويسرا',
  LU: 'لوكسمبورغ',
  MC: 'موناكو',
  US: 'كندا / الولايات المتحدة',
  MA: 'المغرب',
  TN: 'تونس',
  SN: 'السنغال',
  CI: 'كوت ديفوار',
  CM: 'الكاميرون',
  MG: 'مدغشقر',
  ZA: 'جنوب أفريقيا',
  DE: 'ألمانيا',
  SA: 'السعودية',
  AR: 'الأرجنتين',
  AU: 'أستراليا',
  AT: 'النمسا',
  BR: 'البرازيل',
  BG: 'بلغاريا',
  CL: 'تشيلي',
  CN: 'الصين',
  CO: 'كولومبيا',
  KR: 'كوريا الجنوبية',
  HR: 'كرواتيا',
  DK: 'الدنمارك',
  EG: 'مصر',
  AE: 'الإمارات العربية المتحدة',
  ES: 'إسبانيا',
  FI: 'فنلندا',
  GR: 'اليونان',
  HU: 'المجر',
  IN: 'الهند',
  ID: 'إندونيسيا',
  IT: 'إيطاليا',
  JP: 'اليابان',
  KE: 'كينيا',
  MY: 'ماليزيا',
  MX: 'المكسيك',
  NG: 'نيجيريا',
  NO: 'النرويج',
  NZ: 'نيوزيلندا',
  NL: 'هولندا',
  PE: 'البيرو',
  PH: 'الفلبين',
  PL: 'بولندا',
  PT: 'البرتغال',
  RO: 'رومانيا',
  GB: 'المملكة المتحدة',
  RU: 'روسيا',
  SG: 'سنغافورة',
  SK: 'سلوفاكيا',
  SI: 'سلوفينيا',
  SE: 'السويد',
  CZ: 'التشيك',
  TH: 'تايلاند',
  TR: 'تركيا',
  UA: 'أوكرانيا',
  VN: 'فيتنام',
}

/**
 * The Arabic list's order: Algeria first (the Arabic pages' readers are Algerian founders first),
 * France, the Maghreb, the other francophone countries, then the rest in Arabic alphabetical
 * order (the article « ال » set aside). Written out, not sorted at run time, so the server's
 * HTML and the browser's list can never differ.
 */
const ARABIC_ORDER = [
  'DZ', 'FR', 'MA', 'TN', 'BE', 'CH', 'LU', 'MC', 'US', 'SN', 'CI', 'CM', 'MG', 'AR', 'ES', 'AU', 'DE', 'AE', 'ID', 'UA',
  'IT', 'BR', 'PT', 'BG', 'PL', 'PE', 'TH', 'TR', 'CZ', 'CL', 'ZA', 'DK', 'RU', 'RO', 'SA', 'SK', 'SI', 'SG', 'SE', 'CN',
  'PH', 'FI', 'VN', 'HR', 'KR', 'CO', 'KE', 'MY', 'HU', 'EG', 'MX', 'GB', 'NO', 'AT', 'NG', 'NZ', 'IN', 'NL', 'JP', 'GR',
] // prettier-ignore

const ARABIC_DIAL_CODES: readonly DialCode[] = [
  ...ARABIC_ORDER.flatMap((iso) => DIAL_CODES.filter((entry) => entry.iso === iso)),
  ...DIAL_CODES.filter((entry) => !ARABIC_ORDER.includes(entry.iso)),
].map((entry) => ({ ...entry, country: ARABIC_COUNTRIES[entry.iso] ?? entry.country }))

/** The dial codes as the list shows them: French names in French order, Arabic names in Arabic order. */
export const dialCodesFor = (locale: Locale): readonly DialCode[] => (locale === 'ar' ? ARABIC_DIAL_CODES : DIAL_CODES)

/** The code chosen at first: France's on the French page (spec 1 §5), Algeria's on the Arabic one. */
export const defaultDialCode = (locale: Locale): string => (locale === 'ar' ? '+213' : DEFAULT_DIAL_CODE)
