/**
 * The blog's public face, for the collections' hooks: emptying the public reads' cache, rendering
 * an article's rich text, the refusal to delete a category in use. The server's wiring (cms/app.ts,
 * cms/server.ts) reaches the blog's routes and readers directly.
 */
export { clearPublicBlogReads } from './public-read-cache'
export { renderBlogContent } from './blog-html'
export { categoryInUseMessage } from './taxonomy-rules'
// Searches built once and planned for each text, for the back-office inboxes too, until this
// moves to cms/infra/db (typed-reads.ts, search.ts).
export { containsPlaceholder, searchPattern, searchReadByShape } from './search-reads'
