import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTO_EXCERPT_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX, SLUG_PATTERN, slugify } from '@/contract/blog'
import { DEMO_ARABIC_ARTICLES, DEMO_ARABIC_CATEGORIES, DEMO_ARABIC_TAGS, DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_TAGS } from './index'
import { plainTextOfMarkdown } from './types'

const published = DEMO_ARTICLES.filter((a) => a.status === 'published')
const arabic = DEMO_ARABIC_ARTICLES
const categories = [...DEMO_CATEGORIES, ...DEMO_ARABIC_CATEGORIES]
const tags = [...DEMO_TAGS, ...DEMO_ARABIC_TAGS]
/** Where an article's links may lead: published articles of its own language. */
const ownBlog = (language: 'fr' | 'ar' | undefined) =>
  language === 'ar' ? arabic.map((a) => `/ar/blog/${a.slug}`) : published.map((a) => `/blog/${a.slug}`)
const words = (markdown: string) => plainTextOfMarkdown(markdown).split(/\s+/).filter(Boolean).length

describe('demo blog content', () => {
  it('has at least six published articles and one draft, with unique slugs', () => {
    expect(published.length).toBeGreaterThanOrEqual(6)
    expect(DEMO_ARTICLES.filter((a) => a.status === 'draft')).toHaveLength(1)
    expect(new Set(DEMO_ARTICLES.map((a) => a.slug)).size).toBe(DEMO_ARTICLES.length)
    // Tests and links rely on this one.
    expect(published.map((a) => a.slug)).toContain('creer-une-sarl-en-algerie')
  })

  it.each([...published, ...arabic].map((a) => [a.slug, a] as const))(
    '%s: 600 to 1,000 words, structured, dated in the past',
    (_slug, article) => {
      expect(words(article.markdown)).toBeGreaterThanOrEqual(600)
      expect(words(article.markdown)).toBeLessThanOrEqual(1000)
      expect(article.markdown).toMatch(/^## /m)
      expect(article.markdown).toMatch(/^- /m)
      expect(article.markdown).toMatch(/^1\. /m)
      expect(article.markdown).toMatch(/^> /m)
      expect(article.markdown).toMatch(/\*\*[^*]+\*\*/)
      expect(article.publishedDaysAgo).toBeGreaterThan(0)
      expect(article.readingTimeMinutes).toBeGreaterThanOrEqual(3)
    },
  )

  it.each([...DEMO_ARTICLES, ...arabic].map((a) => [a.slug, a] as const))(
    '%s: fields within the limits, known category, tags and cover',
    (_slug, article) => {
      expect(article.slug).toMatch(SLUG_PATTERN)
      expect(article.excerpt.length).toBeLessThanOrEqual(AUTO_EXCERPT_MAX)
      expect(article.metaTitle.length).toBeLessThanOrEqual(META_TITLE_MAX)
      expect(article.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
      expect(categories.map((c) => c.slug)).toContain(article.categorySlug)
      for (const tag of article.tagSlugs) expect(tags.map((t) => t.slug)).toContain(tag)
      expect(article.featuredImageUrl).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/)
      const file = path.join('web/public', article.featuredImageUrl)
      expect(existsSync(file)).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/viewBox="0 0 1200 630"/)
      // Links stay inside the demo: other articles, or the tax administration's site.
      for (const [, href] of article.markdown.matchAll(/\]\(([^)]+)\)/g)) {
        if (href.startsWith('/blog/') || href.startsWith('/ar/blog/')) expect(ownBlog(article.language)).toContain(href)
        else expect(href).toMatch(/^https:\/\//)
      }
    },
  )

  it('has categories and tags with slugs from their names and distinct colours', () => {
    for (const item of [...categories, ...tags]) {
      expect(item.slug).toBe(slugify(item.name))
      expect(item.slug).toMatch(SLUG_PATTERN)
      expect(item.color).toMatch(/^#[0-9A-F]{6}$/)
    }
    expect(new Set(categories.map((c) => c.color)).size).toBe(categories.length)
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length)
    expect(new Set(tags.map((t) => t.slug)).size).toBe(tags.length)
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(3)
    expect(DEMO_TAGS.length).toBeGreaterThanOrEqual(6)
  })

  it('has two Arabic articles, in Arabic, each the translation of a French one, with Arabic categories', () => {
    expect(arabic).toHaveLength(2)
    const frenchSlugs = published.map((a) => a.slug)
    for (const article of arabic) {
      expect(article.language).toBe('ar')
      expect(article.status).toBe('published')
      expect(frenchSlugs).toContain(article.translationOfSlug)
      expect(frenchSlugs).not.toContain(article.slug)
      // 600 to 900 words (issue 37).
      expect(words(article.markdown)).toBeLessThanOrEqual(900)
      // Written in Arabic: Latin letters only for the names Arabic pages keep as they are (SARL, CNRC…).
      const text = plainTextOfMarkdown(`${article.title} ${article.excerpt} ${article.markdown}`)
      for (const word of text.match(/[A-Za-z]{2,}/g) ?? [])
        expect(['SARL', 'EURL', 'SPA', 'SNC', 'CNRC', 'NIF', 'NIS', 'CASNOS', 'CNAS', 'BOAL']).toContain(word)
      expect(DEMO_ARABIC_CATEGORIES.map((c) => c.slug)).toContain(article.categorySlug)
    }
  })
})
