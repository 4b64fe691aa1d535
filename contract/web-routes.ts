/**
 * The route table of the React app (spec 1 §2). The server answers 200 for these
 * paths and 404 (with the English not-found page) for any other; the router uses
 * the same list, so the two can never disagree.
 */
import { matchPath } from 'react-router'
import { pathWithoutLocale } from './i18n/locales'

export const webRoutes = {
  home: '/',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  newProject: '/new-project',
  project: '/project/:id',
  createCompany: '/creer-entreprise',
  legalNotice: '/mentions-legales',
  privacyPolicy: '/politique-confidentialite',
  termsOfSale: '/conditions-generales',
  orderConfirmation: '/confirmation-commande',
  /** The local test provider's checkout (no real payment; contract/payments.ts). */
  testCheckout: '/paiement-test/:sessionId',
  forgotPassword: '/mot-de-passe-oublie',
  resetPassword: '/reinitialiser-mot-de-passe',
  /** The link sent to a new email address (issue 33 item 7): confirms it for the account. */
  confirmEmail: '/confirmer-email',
  admin: '/admin',
  adminMessages: '/admin/messages',
  adminContacts: '/admin/contacts',
  adminRequests: '/admin/requests',
  adminProjects: '/admin/projects',
  adminProject: '/admin/project/:id',
  adminPayments: '/admin/payments',
  adminBlog: '/admin/blog',
  adminBlogCreate: '/admin/blog/create',
  adminBlogEdit: '/admin/blog/edit/:id',
  blog: '/blog',
  blogPost: '/blog/:slug',
  /** Any article as it will look, for staff only (issue 36 item 6): a 404 for anyone else. */
  blogPreview: '/blog/apercu/:id',
  /** An author's page (issue 36 item 3): their bio, photo and articles. */
  blogAuthor: '/blog/auteur/:slug',
  /** The blog's newsletter (issue 36 item 4): its page (and the results of its forms), the emails' two links. */
  newsletter: '/newsletter',
  newsletterConfirm: '/newsletter/confirmation',
  newsletterUnsubscribe: '/newsletter/desinscription',
} as const

export type WebRouteName = keyof typeof webRoutes

/** /dashboard?commande=GS-…: the client area's first visit after paying, welcoming that order (issue 33). */
export const WELCOME_ORDER_PARAM = 'commande'

/**
 * The public pages the server sends as complete HTML (fast first paint, read by search
 * engines), the account pages (their forms are islands) and the unknown-path 404 page. The
 * others (client area, back-office) are rendered in the browser.
 */
export const serverRenderedRoutes: readonly WebRouteName[] = [
  'home',
  'legalNotice',
  'privacyPolicy',
  'termsOfSale',
  'createCompany',
  'orderConfirmation',
  'testCheckout',
  'blog',
  'blogPost',
  'blogPreview',
  'blogAuthor',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'newsletter',
  'newsletterConfirm',
  'newsletterUnsubscribe',
]

/**
 * Server-rendered pages whose HTML is the same for every visitor of the same URL (no order looked
 * up): the server may keep them a few seconds (cms/infra/http/web-app.ts). An article's view is still
 * counted on each read. Not the reset page: each link carries its own token.
 */
export const sharedPageRoutes: readonly WebRouteName[] = [
  'home',
  'legalNotice',
  'privacyPolicy',
  'termsOfSale',
  'createCompany',
  'blog',
  'blogPost',
  'blogAuthor',
  'login',
  'register',
  'forgotPassword',
]

/**
 * The screens that also exist in Arabic, under /ar (issue 37): the public site, the funnel, the
 * account pages and the client area. Not the back-office, which stays French.
 */
export const localizedRoutes: readonly WebRouteName[] = (Object.keys(webRoutes) as WebRouteName[]).filter(
  (name) => name !== 'admin' && !name.startsWith('admin'),
)

const patterns = Object.values(webRoutes)
const localizedPatterns = localizedRoutes.map((name) => webRoutes[name])
const serverRenderedPatterns = serverRenderedRoutes.map((name) => webRoutes[name])
const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null

/**
 * The path as the route table reads it: /ar/… without its prefix when that screen exists in
 * Arabic; null for an Arabic address of a French-only screen (/ar/admin).
 */
function routePath(pathname: string): string | null {
  const bare = pathWithoutLocale(pathname)
  if (bare === pathname) return pathname
  return localizedPatterns.some((pattern) => matches(pattern, bare)) ? bare : null
}

/** True when the path is one of the spec's screens, or its Arabic version (trailing slash tolerated). */
export function isKnownWebPath(pathname: string): boolean {
  const path = routePath(pathname)
  return path !== null && patterns.some((pattern) => matches(pattern, path))
}

/** True for the paths answered with server-rendered HTML: public pages and the 404 page. */
export function isServerRenderedPath(pathname: string): boolean {
  const path = routePath(pathname) ?? pathname
  return serverRenderedPatterns.some((pattern) => matches(pattern, path)) || !isKnownWebPath(pathname)
}

/** True for the pages of `sharedPageRoutes`. */
export function isSharedPagePath(pathname: string): boolean {
  const path = routePath(pathname)
  return path !== null && sharedPageRoutes.some((name) => matches(webRoutes[name], path))
}

/** The article's slug when the path is a blog article's page. */
export function blogPostSlug(pathname: string): string | null {
  const path = routePath(pathname)
  return path === null ? null : (matchPath({ path: webRoutes.blogPost, end: true }, path)?.params.slug ?? null)
}

/** True for an article's preview page: never kept, never indexed, its answer depends on the visitor's session. */
export function isBlogPreviewPath(pathname: string): boolean {
  const path = routePath(pathname)
  return path !== null && matchPath({ path: webRoutes.blogPreview, end: true }, path) !== null
}
