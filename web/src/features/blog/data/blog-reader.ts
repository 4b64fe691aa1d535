/**
 * Where the blog pages' loaders read: in the server's process when the page is rendered there
 * (entry-server.tsx hands cms/features/blog's reader to the loaders as their `context`), through /api
 * when the browser app navigates to a blog page. Both answer the same shapes (contract/blog.ts).
 */
import type { BlogReader } from '@/contract/blog'
import { apiBlogReader } from './api-reader'

/** The loaders' context on the server. */
export interface BlogRouteContext {
  blog: BlogReader
}

const isBlogRouteContext = (context: unknown): context is BlogRouteContext =>
  typeof context === 'object' && context !== null && 'blog' in context && typeof (context as BlogRouteContext).blog === 'object'

/** The server's reader when the loader runs there, else the API's. */
export function blogReaderFrom(context: unknown): BlogReader {
  return isBlogRouteContext(context) ? context.blog : apiBlogReader
}
