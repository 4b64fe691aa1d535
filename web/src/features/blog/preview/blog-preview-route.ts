/** /blog/apercu/{id} for app/routes.tsx (lazy): the preview page, its loader (404 for anyone but staff) and its error element. */
import { createElement } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'
import { BlogErrorPage } from '../blog-error-page'
import BlogPreviewPage from './blog-preview-page'
import { blogPreviewLoader } from './preview-loader'

export const blogPreviewRoute: Awaited<ReturnType<LazyRouteFunction<RouteObject>>> = {
  Component: BlogPreviewPage,
  loader: blogPreviewLoader,
  ErrorBoundary: () => createElement(BlogErrorPage, { failure: 'article' }),
}
