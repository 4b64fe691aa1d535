import { describe, expect, it } from 'vitest'
import { arabicSearchPattern, isArabicSearch } from './arabic-search'

/** PostgreSQL's `~` reads these patterns as JavaScript does (classes, `*`, escapes). */
const finds = (search: string, text: string) => new RegExp(arabicSearchPattern(search)).test(text)

describe('an Arabic blog search', () => {
  it('is told from a Latin one by its letters', () => {
    expect(isArabicSearch('السجل التجاري')).toBe(true)
    expect(isArabicSearch('SARL الجزائر')).toBe(true)
    expect(isArabicSearch('statuts SARL')).toBe(false)
  })

  it('finds words written with or without marks, hamza and final letters', () => {
    expect(finds('الموثق', 'القانون الأساسي عند الموثّق')).toBe(true)
    expect(finds('الموثّق', 'عند الموثق')).toBe(true)
    expect(finds('انشاء', 'إنشاء المؤسسات')).toBe(true)
    expect(finds('الاجراءات', 'الإجراءات الإدارية')).toBe(true)
    expect(finds('شركه', 'شركة ذات مسؤولية محدودة')).toBe(true)
    expect(finds('مستوى', 'مستوي')).toBe(true)
    expect(finds('السجل التجاري', 'القيد في السجل   التجاري'.replace(/\s+/g, ' '))).toBe(true)
    expect(finds('السجل التجاري', 'السجل الوطني')).toBe(false)
  })

  it('folds its Latin part as the stored text is folded, and takes typed symbols literally', () => {
    expect(finds('CASNOS صندوق', 'casnos صندوق غير الأجراء')).toBe(true)
    expect(finds('Société ا', 'societe ا')).toBe(true)
    expect(arabicSearchPattern('ا.*(')).toBe('[اأإآٱ][\u064B-\u065F\u0670\u0640]*\\.\\*\\(')
  })
})
