import { ARABIC_PREFIX } from '@/contract/i18n/locales'

/** /robots.txt: crawl the public site; keep out of accounts, the client area, the back-office and APIs. */
export function renderRobots(publicUrl: string): string {
  const privatePaths = [
    '/api/',
    '/cms',
    '/cms-api/',
    '/admin',
    '/dashboard',
    '/new-project',
    '/project/',
    '/login',
    '/register',
    '/mot-de-passe-oublie',
    '/reinitialiser-mot-de-passe',
    '/confirmation-commande',
  ]
  // The Arabic versions of the private screens too (issue 37; the back-office has none).
  const arabicPaths = privatePaths.filter((path) => !/^\/(api|cms|admin)/.test(path)).map((path) => `${ARABIC_PREFIX}${path}`)
  return [
    'User-agent: *',
    'Allow: /',
    ...[...privatePaths, ...arabicPaths].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
