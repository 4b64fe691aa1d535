/**
 * The blog's catalogue (issue 37): both languages say the same things (same keys, same
 * placeholders), the French words are the ones the pages wrote before, and Arabic plurals and
 * isolated values come out right.
 */
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useBlogText } from './index'

// The messages as written (an import gives them compiled: web/vite-lingui-catalogs.ts).
const read = (locale: string) => JSON.parse(readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>
const fr = read('fr')
const ar = read('ar')

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort()

describe('the blog catalogue', () => {
  it('has the same keys and placeholders in French and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(fr).sort())
    for (const [key, message] of Object.entries(fr)) expect(placeholders(ar[key]!), key).toEqual(placeholders(message))
  })

  it('writes French counts and labels as the pages did', () => {
    const t = useBlogText.in('fr')
    expect(t('list.count', { count: 1 })).toBe('1 article')
    expect(t('list.count', { count: 1234 })).toBe(`${(1234).toLocaleString('fr-FR')} articles`)
    expect(t('format.views', { count: 0 })).toBe('0\u00a0vue')
    expect(t('format.views', { count: 2 })).toBe('2\u00a0vues')
    expect(t('format.readingTime', { minutes: 5 })).toBe('5\u00a0min de lecture')
    expect(t('tags.more', { count: 1 })).toBe('et 1 autre tag')
    expect(t('tags.more', { count: 3 })).toBe('et 3 autres tags')
    expect(t('list.headingResults', { q: 'SARL' })).toBe('Résultats pour «\u00a0SARL\u00a0»')
    expect(t('author.articles', { count: 6 })).toBe('Ses articles (6\u00a0articles)')
  })

  it('writes every Arabic plural form, with Latin digits', () => {
    const t = useBlogText.in('ar')
    expect([0, 1, 2, 3, 11, 100].map((count) => t('list.count', { count }))).toEqual([
      'لا توجد مقالات',
      'مقال واحد',
      'مقالان',
      '3 مقالات',
      '11 مقالًا',
      '100 مقال',
    ])
    expect(t('format.readingTime', { minutes: 4 })).toBe('4 دقائق للقراءة')
  })

  it('isolates a typed value inside Arabic text', () => {
    const t = useBlogText.in('ar')
    const html = renderToStaticMarkup(<h2>{t.rich('list.headingResults', {}, { q: <bdi>SARL statuts</bdi> })}</h2>)
    expect(html).toBe('<h2>نتائج البحث عن «<bdi>SARL statuts</bdi>»</h2>')
  })
})
