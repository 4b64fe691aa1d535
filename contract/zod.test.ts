import { describe, expect, it } from 'vitest'
import { MALFORMED_TEXT_MESSAGE, NUL_CHARACTER_MESSAGE, text } from './zod'

describe('text()', () => {
  it('refuses what PostgreSQL cannot store, in French, and keeps every real character', () => {
    expect(text().safeParse('a\u0000b').error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE)
    expect(text().safeParse('a\ud800b').error?.issues[0]?.message).toBe(MALFORMED_TEXT_MESSAGE)
    expect(text().safeParse('\udc00').success).toBe(false)
    for (const fine of ['Société Générale', 'شركة ذات مسؤولية محدودة', 'emoji 🇩🇿', '\t\n'])
      expect(text().safeParse(fine).success).toBe(true)
  })
})
