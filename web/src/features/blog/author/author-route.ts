/** /blog/auteur/{slug} for app/routes.tsx (lazy): the page, its loader (404 when unknown) and its error element. */
import { createElement } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'
import { BlogErrorPage } from '../blog-error-page'
import { authorLoader } from './author-loader'
import AuthorPage from './author-page'

export const authorRoute: Awaited<ReturnType<LazyRouteFunction<RouteObject>>> = {
  Component: AuthorPage,
  loader: authorLoader,
  ErrorBoundary: () => createElement(BlogErrorPage, { failure: 'author' }),
}
