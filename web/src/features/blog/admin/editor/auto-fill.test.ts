import { describe, expect, it } from 'vitest'
import { afterTyping, fillsFromContent, fillsFromTitle, type HandWritten, initialHandWritten } from './auto-fill'

const NONE: HandWritten = { slug: false, metaTitle: false, excerpt: false, readingTimeMinutes: false }
const words = (count: number) => Array.from({ length: count }, (_, index) => `mot${index}`).join(' ')

describe('the editor’s auto-fill (spec 2 §5)', () => {
  it('fills the slug and the SEO title from the title', () => {
    expect(fillsFromTitle('Créer une SARL à Oran : le guide', NONE)).toEqual({
      slug: 'creer-une-sarl-a-oran-le-guide',
      metaTitle: 'Créer une SARL à Oran : le guide',
    })
  })

  it('cuts an SEO title over 60 characters to 57 and an ellipsis', () => {
    const title = 'Domiciliation, registre du commerce et numéro fiscal : toutes les étapes'
    const { metaTitle } = fillsFromTitle(title, NONE)
    expect(title.length).toBeGreaterThan(60)
    // contract/blog.ts cutWithEllipsis: 57 characters and the ellipsis character.
    expect(metaTitle).toHaveLength(58)
    expect(metaTitle?.endsWith('…')).toBe(true)
    expect(title.startsWith(metaTitle!.slice(0, -1))).toBe(true)
  })

  it('fills the excerpt from the content without its tags, cut to 197 and an ellipsis past 200', () => {
    expect(fillsFromContent('<p>Un <strong>court</strong> texte.</p>', NONE).excerpt).toBe('Un court texte.')
    const long = `<p>${'a'.repeat(150)}</p><p>${'b'.repeat(100)}</p>`
    const { excerpt } = fillsFromContent(long, NONE)
    expect(excerpt).toHaveLength(198)
    expect(excerpt?.startsWith('a'.repeat(150))).toBe(true)
    expect(excerpt?.endsWith('…')).toBe(true)
    expect(excerpt).not.toContain('<')
  })

  it('counts the reading time at 200 words a minute, rounded, at least 1', () => {
    expect(fillsFromContent(`<p>${words(20)}</p>`, NONE).readingTimeMinutes).toBe('1')
    expect(fillsFromContent(`<p>${words(500)}</p>`, NONE).readingTimeMinutes).toBe('3')
    expect(fillsFromContent(`<p>${words(699)}</p>`, NONE).readingTimeMinutes).toBe('3')
    expect(fillsFromContent(`<p>${words(700)}</p>`, NONE).readingTimeMinutes).toBe('4')
  })

  it('leaves alone what was written by hand', () => {
    const handWritten = { ...NONE, slug: true, excerpt: true }
    expect(fillsFromTitle('Un titre', handWritten)).toEqual({ metaTitle: 'Un titre' })
    expect(fillsFromContent('<p>Un texte</p>', handWritten)).toEqual({ readingTimeMinutes: '1' })
  })

  it('takes a field over when typed in, and gives it back when emptied', () => {
    const typed = afterTyping(NONE, 'slug', 'mon-slug')
    expect(typed.slug).toBe(true)
    expect(afterTyping(typed, 'slug', '  ').slug).toBe(false)
  })

  it('on create follows everything; on edit the slug follows only when empty', () => {
    expect(initialHandWritten(null)).toEqual(NONE)
    const content = `<p>${words(400)}</p>`
    const post = { title: 'Un titre', slug: 'un-titre', metaTitle: 'Un titre', excerpt: '', content, readingTimeMinutes: 2 }
    expect(initialHandWritten(post)).toEqual({ ...NONE, slug: true })
    expect(initialHandWritten({ ...post, slug: '' }).slug).toBe(false)
    // Values the rules would not give were written by hand.
    expect(initialHandWritten({ ...post, metaTitle: 'Autre titre SEO', readingTimeMinutes: 9 })).toMatchObject({
      metaTitle: true,
      readingTimeMinutes: true,
    })
    // Automatic values stored when the cut ended with three dots still follow the rules.
    const longTitle = 'Domiciliation, registre du commerce et numéro fiscal : toutes les étapes'
    const oldMetaTitle = `${longTitle.slice(0, 57).trimEnd()}...`
    expect(initialHandWritten({ ...post, title: longTitle, metaTitle: oldMetaTitle }).metaTitle).toBe(false)
  })
})
