import { describe, expect, it } from 'vitest'
import { isRedirectTarget, normaliseBlogPath, slugOfBlogPath } from './blog-paths'

const SITE = 'https://lancetaboite.example'

describe('an old address as editors type it', () => {
  it('is stored as the path of the article, whatever was typed around it', () => {
    expect(normaliseBlogPath(' https://lancetaboite.example/blog/creer-sarl/ ', SITE)).toBe('/blog/creer-sarl')
    expect(normaliseBlogPath('blog/creer-sarl', SITE)).toBe('/blog/creer-sarl')
    expect(normaliseBlogPath('/blog/creer-sarl?utm_source=whatsapp#plan', SITE)).toBe('/blog/creer-sarl')
    // Another site's address stays as typed, for the checks to judge.
    expect(normaliseBlogPath('https://autre.example/blog/x', SITE)).toBe('https://autre.example/blog/x')
  })

  it('names an article only as /blog/{slug}', () => {
    expect(slugOfBlogPath('/blog/creer-sarl-2026')).toBe('creer-sarl-2026')
    for (const path of ['/blog', '/blog/', '/blog/a/b', '/blog/Majuscules', '/mentions-legales', '/blog/apercu/12'])
      expect(slugOfBlogPath(path), path).toBeNull()
  })

  it('leads to a path of this site or an http(s) address, nothing else', () => {
    for (const url of ['/blog', '/blog/creer-sarl', 'https://www.cnrc.dz/', 'http://exemple.dz/page'])
      expect(isRedirectTarget(url), url).toBe(true)
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'mailto:a@b.c', 'data:text/html,x', 'blog sans slash', '/avec espace'])
      expect(isRedirectTarget(url), url).toBe(false)
  })
})
