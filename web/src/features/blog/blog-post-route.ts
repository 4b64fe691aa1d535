/** /blog/{slug} for app/routes.tsx (lazy): the article, its loader (404 when absent) and its error element. */
import { createElement } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'
import { BlogErrorPage } from './blog-error-page'
import BlogPostPage from './blog-post-page'
import { blogPostLoader } from './data/loaders'

export const blogPostRoute: Awaited<ReturnType<LazyRouteFunction<RouteObject>>> = {
  Component: BlogPostPage,
  loader: blogPostLoader,
  ErrorBoundary: () => createElement(BlogErrorPage, { failure: 'article' }),
}
