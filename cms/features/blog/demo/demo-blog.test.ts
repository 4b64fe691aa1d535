import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTO_EXCERPT_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX, SLUG_PATTERN, slugify } from '@/contract/blog'
import { DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_TAGS } from './index'
import { plainTextOfMarkdown } from './types'

const published = DEMO_ARTICLES.filter((a) => a.status === 'published')
const words = (markdown: string) => plainTextOfMarkdown(markdown).split(/\s+/).filter(Boolean).length

describe('demo blog content', () => {
  it('has at least six published articles and one draft, with unique slugs', () => {
    expect(published.length).toBeGreaterThanOrEqual(6)
    expect(DEMO_ARTICLES.filter((a) => a.status === 'draft')).toHaveLength(1)
    expect(new Set(DEMO_ARTICLES.map((a) => a.slug)).size).toBe(DEMO_ARTICLES.length)
    // Tests and links rely on this one.
    expect(published.map((a) => a.slug)).toContain('creer-une-sarl-en-algerie')
  })

  it.each(published.map((a) => [a.slug, a] as const))('%s: 600 to 1,000 words, structured, dated in the past', (_slug, article) => {
    expect(words(article.markdown)).toBeGreaterThanOrEqual(600)
    expect(words(article.markdown)).toBeLessThanOrEqual(1000)
    expect(article.markdown).toMatch(/^## /m)
    expect(article.markdown).toMatch(/^- /m)
    expect(article.markdown).toMatch(/^1\. /m)
    expect(article.markdown).toMatch(/^> /m)
    expect(article.markdown).toMatch(/\*\*[^*]+\*\*/)
    expect(article.publishedDaysAgo).toBeGreaterThan(0)
    expect(article.readingTimeMinutes).toBeGreaterThanOrEqual(3)
  })

  it.each(DEMO_ARTICLES.map((a) => [a.slug, a] as const))(
    '%s: fields within the limits, known category, tags and cover',
    (_slug, article) => {
      expect(article.slug).toMatch(SLUG_PATTERN)
      expect(article.excerpt.length).toBeLessThanOrEqual(AUTO_EXCERPT_MAX)
      expect(article.metaTitle.length).toBeLessThanOrEqual(META_TITLE_MAX)
      expect(article.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
      expect(DEMO_CATEGORIES.map((c) => c.slug)).toContain(article.categorySlug)
      for (const tag of article.tagSlugs) expect(DEMO_TAGS.map((t) => t.slug)).toContain(tag)
      expect(article.featuredImageUrl).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/)
      const file = path.join('web/public', article.featuredImageUrl)
      expect(existsSync(file)).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/viewBox="0 0 1200 630"/)
      // Links stay inside the demo: other articles, or the tax administration's site.
      for (const [, href] of article.markdown.matchAll(/\]\(([^)]+)\)/g)) {
        if (href.startsWith('/blog/')) expect(published.map((a) => `/blog/${a.slug}`)).toContain(href)
        else expect(href).toMatch(/^https:\/\//)
      }
    },
  )

  it('has categories and tags with slugs from their names and distinct colours', () => {
    for (const item of [...DEMO_CATEGORIES, ...DEMO_TAGS]) {
      expect(item.slug).toBe(slugify(item.name))
      expect(item.color).toMatch(/^#[0-9A-F]{6}$/)
    }
    expect(new Set(DEMO_CATEGORIES.map((c) => c.color)).size).toBe(DEMO_CATEGORIES.length)
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(3)
    expect(DEMO_TAGS.length).toBeGreaterThanOrEqual(6)
  })
})
