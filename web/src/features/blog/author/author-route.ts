/** /blog/auteur/{slug} for app/routes.tsx (lazy): the page, its loader (404 when unknown) and its error element. */
import { createElement } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'
import { AUTHOR_LOAD_FAILED, AUTHOR_NOT_FOUND } from '@/contract/blog-authors'
import { BlogErrorPage } from '../blog-error-page'
import { authorLoader } from './author-loader'
import AuthorPage from './author-page'

export const authorRoute: Awaited<ReturnType<LazyRouteFunction<RouteObject>>> = {
  Component: AuthorPage,
  loader: authorLoader,
  ErrorBoundary: () =>
    createElement(BlogErrorPage, {
      failure: AUTHOR_LOAD_FAILED,
      missing: {
        title: AUTHOR_NOT_FOUND,
        text: 'Cette page d’auteur n’existe pas ou n’a pas encore d’article en ligne. Retrouvez tous nos guides sur le blog.',
      },
    }),
}
