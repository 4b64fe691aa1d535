/** The site-wide pieces: robots.txt, the sitemap (capabilities add their sources), share cards, the public configuration. */
export { createSeoRouter } from './seo-router'
export type { SitemapSource } from './sitemap'
export { languageLinks } from './sitemap'
export { siteConfigFrom } from './site-config'
