/** /blog for app/routes.tsx (lazy): the page, its loader and its error element. */
import { createElement } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'
import { BlogErrorPage } from './blog-error-page'
import BlogListPage from './blog-list-page'
import { blogListLoader } from './data/loaders'

export const blogListRoute: Awaited<ReturnType<LazyRouteFunction<RouteObject>>> = {
  Component: BlogListPage,
  loader: blogListLoader,
  ErrorBoundary: () => createElement(BlogErrorPage, { failure: 'list' }),
}
