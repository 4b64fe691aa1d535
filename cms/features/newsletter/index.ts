/**
 * The newsletter capability's public face (issue 36 item 4): its routes (cms/api-routes.ts), its
 * plain-form middleware (cms/app.ts), its emails (rendered by cms/features/notifications), the
 * articles' announcement (the blog-posts hook and the jobs runner's poll), its retention, and its
 * services, made at boot (cms/app-services.ts).
 */
export { subscribeToNewsletter } from './subscribe'
export { confirmNewsletter } from './confirm'
export { unsubscribeFromNewsletter, unsubscribePage } from './unsubscribe'
export { newsletterStats } from './admin/newsletter-stats'
export { exportSubscribers } from './admin/export-subscribers'
export { newsletterFormErrors, newsletterWriteOrigins, parseNewsletterForms } from './form-answer'
export { type NewsletterEmail, renderNewsletterArticle, renderNewsletterConfirm } from './newsletter-emails'
export { announceDueArticles, announceIfDue } from './article-sending'
export { newsletterRetention } from './retention'
export { createNewsletterServices, type NewsletterServices } from './services'
