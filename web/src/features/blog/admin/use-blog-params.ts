import { useSearchParams } from 'react-router'
import { BLOG_POST_STATUSES, type BlogPostStatus } from '@/contract/blog'
import { isLocale, type Locale } from '@/contract/i18n/locales'
import { BLOG_TABS, type BlogTab } from './components/blog-tabs'

export interface BlogParams {
  tab: BlogTab
  status: BlogPostStatus | 'all'
  /** Issue 37: ?langue=fr|ar, both when absent. */
  language: Locale | 'all'
  q: string
  page: number
}

const readTab = (value: string | null): BlogTab =>
  (BLOG_TABS as readonly string[]).includes(value ?? '') ? (value as BlogTab) : 'articles'
const readStatus = (value: string | null): BlogPostStatus | 'all' =>
  (BLOG_POST_STATUSES as readonly string[]).includes(value ?? '') ? (value as BlogPostStatus) : 'all'
const readPage = (value: string | null) => Math.max(1, Math.min(10_000, Number.parseInt(value ?? '1', 10) || 1))

/**
 * /admin/blog's state in the address (?tab=&status=&langue=&q=&page=): a reload, the back button from
 * the editor or a shared link shows the same tab and the same page of the list.
 */
export function useBlogParams() {
  const [params, setParams] = useSearchParams()
  const current: BlogParams = {
    tab: readTab(params.get('tab')),
    status: readStatus(params.get('status')),
    language: isLocale(params.get('langue')) ? (params.get('langue') as Locale) : 'all',
    q: (params.get('q') ?? '').slice(0, 100),
    page: readPage(params.get('page')),
  }
  const update = (next: Partial<BlogParams>, options: { replace?: boolean } = {}) => {
    const merged = { ...current, ...next }
    const search = new URLSearchParams()
    if (merged.tab !== 'articles') search.set('tab', merged.tab)
    if (merged.status !== 'all') search.set('status', merged.status)
    if (merged.language !== 'all') search.set('langue', merged.language)
    if (merged.q) search.set('q', merged.q)
    if (merged.page > 1) search.set('page', String(merged.page))
    setParams(search, { replace: options.replace ?? false })
  }
  return { ...current, update }
}
