/**
 * The addresses redirects speak: an article's page is `/blog/{slug}`. A redirect's `from` is
 * stored in that one form (no origin, no trailing slash), so the public page finds it by equality.
 */
import { SLUG_PATTERN } from '@/contract/blog'

const BLOG_PREFIX = '/blog/'

export const blogPostPath = (slug: string) => `${BLOG_PREFIX}${slug}`

/** The slug when the path is an article's page (`/blog/{slug}`), else null. */
export function slugOfBlogPath(path: string): string | null {
  if (!path.startsWith(BLOG_PREFIX)) return null
  const slug = path.slice(BLOG_PREFIX.length)
  return SLUG_PATTERN.test(slug) ? slug : null
}

/**
 * What an editor types, in the stored form: `https://site/blog/x/`, `blog/x` and `/blog/x?utm=…`
 * all become `/blog/x`. Anything else stays as typed (trimmed), for the validation to judge.
 */
export function normaliseBlogPath(input: string, siteUrl: string): string {
  let path = input.trim()
  if (path.startsWith(siteUrl)) path = path.slice(siteUrl.length)
  if (!path.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(path)) path = `/${path}`
  if (path.startsWith('/')) path = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
  return path
}

/** A custom destination: a path of this site, or an http(s) address elsewhere. */
export function isRedirectTarget(url: string): boolean {
  if (/^\/(?!\/)\S*$/.test(url)) return true
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}
