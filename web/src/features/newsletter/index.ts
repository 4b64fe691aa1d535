/** The newsletter's face for the blog's pages: the signup box (an island). */
export { NewsletterBox } from './newsletter-box'
/** The back-office's counts and export (its panel lives in /admin/blog). */
export { fetchNewsletterStats, NEWSLETTER_EXPORT_URL } from './api/newsletter-api'
