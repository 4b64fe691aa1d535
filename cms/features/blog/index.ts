/**
 * The blog's public face, for the collections' hooks: emptying the public reads' cache, rendering
 * an article's rich text, the refusal to delete a category in use; and its services, made at boot
 * (cms/app-services.ts). The server's wiring (cms/app.ts, cms/server.ts) reaches the blog's routes
 * and readers directly.
 */
export { type BlogServices, createBlogServices } from './services'
export { clearPublicBlogReads } from './public-read-cache'
// The change feed's topic every write to posts, categories or tags announces (the newsletter's article cache listens too).
export { BLOG_CHANGES } from './public-read-cache'
export { renderBlogContent } from './blog-html'
export { categoryInUseMessage } from './taxonomy-rules'
export { isRedirectTarget, normaliseBlogPath, slugOfBlogPath } from './redirects/blog-paths'
export { keepOldAddresses } from './redirects/slug-redirects'
// Issue 37: an article's translation, checked the same in /cms and in the back-office's API.
export { translationProblem } from './translations'
// Share cards (issue 36 item 2): the articles' and, drawn the same way, the site's own (cms/features/site/og-image.ts).
export { cardVersion, type ShareCardContent } from './share-cards/card-content'
export { createShareCards, type ShareCards } from './share-cards/card-service'
export { articleShareCardRouter, sendShareCard } from './share-cards/card-routes'
export { forgetArticleShareCards } from './share-cards/card-cleanup'
export { siteCardOwner } from './share-cards/card-store'
export { checkBlogImage, publicImageName } from './media/image-checks'
export { readBodyImages } from './media/body-images'
export { rerenderBodiesShowing } from './media/body-image-refresh'
