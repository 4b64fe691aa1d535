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
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
