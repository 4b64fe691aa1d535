/**
 * The list's state lives in its address (/blog?q=&category=&tag=&page=), so every view of the
 * list is a link that works without JavaScript and that search engines can follow.
 */
export interface BlogListQuery {
  q: string
  /** A category's slug, or '' for all. */
  category: string
  /** A tag's slug, or ''. */
  tag: string
  page: number
}

// The API's limits (contract/blog.ts, blogPostsQuery): longer values are cut, not refused.
const Q_MAX = 100
const CATEGORY_MAX = 100
const TAG_MAX = 50
/** Far beyond any real page: keeps the offset sane whatever the address says. */
const PAGE_MAX = 10_000

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max)

/** Reads the list's state from an address; anything malformed falls back to the first page of all posts. */
export function parseListQuery(url: URL): BlogListQuery {
  const params = url.searchParams
  const page = Number(params.get('page'))
  return {
    q: text(params.get('q'), Q_MAX),
    category: text(params.get('category'), CATEGORY_MAX),
    tag: text(params.get('tag'), TAG_MAX),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1,
  }
}

/** The address of a view of the list: only what differs from the defaults, in a stable order. */
export function listHref(query: Partial<BlogListQuery>): string {
  const search = new URLSearchParams()
  if (query.q) search.set('q', query.q)
  if (query.category) search.set('category', query.category)
  if (query.tag) search.set('tag', query.tag)
  if (query.page && query.page > 1) search.set('page', String(query.page))
  const rest = search.toString()
  return rest ? `/blog?${rest}` : '/blog'
}
