/**
 * The one route table of /api: one line per route, each saying who may call it
 * ('anonymous', 'client', 'admin', or a list). A line without `access` stops the server.
 * A new capability adds its folder under cms/ and its lines here.
 */
import { adminLogin, adminLogout, adminStatus } from './features/accounts/admin-auth'
import { listContacts } from './features/contacts/admin/list-contacts'
import { listRequests } from './features/leads/admin/list-requests'
import { handlingRoute, replyRoute } from './features/support'
import { sendTestMessage } from './features/messages/admin/test-message'
import { fileAttachmentAsDocument } from './features/messages/admin/file-as-document'
import { downloadAttachment } from './features/messages/download-attachment'
import { adminStats } from './features/overview/admin/admin-stats'
import { workQueue } from './features/overview/admin/work-queue'
import { listUsers } from './features/accounts/admin/list-users'
import { exportPayments } from './features/payments/admin/export-payments'
import { listAdminPayments } from './features/payments/admin/list-payments'
import { updatePayment } from './features/payments/admin/update-payment'
import { refundPaymentRoute } from './features/payments/refunds'
import { currentUser } from './features/accounts/current-user'
import { exportAccount } from './features/accounts/account-export'
import { accountDetails, updateAccount } from './features/accounts/account-settings'
import { changePassword } from './features/accounts/change-password'
import { closeAccount } from './features/accounts/close-account'
import { confirmEmailChange, requestEmailChange } from './features/accounts/email-change'
import { forgotPassword } from './features/accounts/forgot-password'
import { login } from './features/accounts/login'
import { logout } from './features/accounts/logout'
import { register } from './features/accounts/register'
import { resetPassword } from './features/accounts/reset-password'
import { createContact } from './features/contacts/create-contact'
import type { ApiRoute } from './infra/http/route'
import { saveLead } from './features/leads/save-lead'
import { addStep, removeStep, reorderSteps, updateStep } from './features/projects/admin/edit-steps'
import { listAdminProjects } from './features/projects/admin/list-projects'
import { updateProject } from './features/projects/admin/update-project'
import { dashboardOverview } from './features/overview/client-overview'
import { deleteDocument } from './features/documents/delete-document'
import { downloadDocument } from './features/documents/download-document'
import { listDocuments } from './features/documents/list-documents'
import { reviewDocument } from './features/documents/review-document'
import { uploadDocument } from './features/documents/upload-document'
import { listMessages } from './features/messages/list-messages'
import { listThreads } from './features/messages/list-threads'
import { markMessageRead } from './features/messages/mark-read'
import { markThreadRead } from './features/messages/mark-thread-read'
import { sendMessage } from './features/messages/send-message'
import { liveEvents } from './features/live'
import { createProject } from './features/projects/create-project'
import { getProject, listProjectSteps } from './features/projects/get-project'
import { getQuestionnaire, saveQuestionnaire } from './features/projects/questionnaire/questionnaire-routes'
import { listOwnProjects } from './features/projects/list-projects'
import { setFirstPassword } from './features/payments/account-setup'
import { checkoutSession } from './features/payments/checkout-session'
import { resumeCheckout } from './features/payments/checkout-resume'
import { createPaymentSession } from './features/payments/create-payment-session'
import { stripeWebhook } from './features/payments/stripe-webhook'
import { chargilyWebhook } from './features/payments/chargily-webhook'
import { downloadOrderReceipt, listOwnOrders } from './features/payments/client-orders'
import { correctInvoice, downloadInvoicePdf, exportInvoices, listOwnInvoices, updateInvoiceBuyer } from './features/payments/invoicing'
import { cancelTestCheckout, payTestCheckout } from './features/payments/test-checkout'
import { health, readiness } from './infra/http/health'
import { createBlogCategory, deleteBlogCategory, listBlogCategories, updateBlogCategory } from './features/blog/category-routes'
import { getBlogPostById, getBlogPostBySlug, listBlogPosts } from './features/blog/post-routes'
import { createBlogPost, deleteBlogPost, updateBlogPost } from './features/blog/post-writes'
import {
  confirmNewsletter,
  exportSubscribers,
  newsletterStats,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribePage,
} from './features/newsletter'
import { createBlogTag, deleteBlogTag, listBlogTags, updateBlogTag } from './features/blog/tag-routes'
import { listBlogEditors } from './features/blog/editor-routes'
import { getBlogAuthor } from './features/blog/authors/author-routes'
import { listBlogMedia, uploadBlogMedia } from './features/blog/media/media-routes'

export const apiRoutes: readonly ApiRoute[] = [
  { method: 'get', path: '/health', access: 'anonymous', handler: health },
  { method: 'get', path: '/health/ready', access: 'anonymous', handler: readiness },

  // auth (spec 1 §7)
  { method: 'post', path: '/register', access: 'anonymous', handler: register },
  { method: 'post', path: '/login', access: 'anonymous', handler: login },
  { method: 'post', path: '/logout', access: 'anonymous', handler: logout },
  { method: 'get', path: '/user', access: 'client', handler: currentUser },
  { method: 'post', path: '/forgot-password', access: 'anonymous', handler: forgotPassword },
  { method: 'post', path: '/reset-password', access: 'anonymous', handler: resetPassword },
  // a paid order's new account chooses its password on the confirmation page, then is logged in (issue 33)
  { method: 'post', path: '/account/first-password', access: 'anonymous', handler: setFirstPassword },

  // the account the founder controls (issue 33 item 7): phone, password, email (confirmed by a link), export, closing
  { method: 'get', path: '/account', access: 'client', handler: accountDetails },
  { method: 'patch', path: '/account', access: 'client', handler: updateAccount },
  { method: 'patch', path: '/account/password', access: 'client', handler: changePassword },
  { method: 'post', path: '/account/email', access: 'client', handler: requestEmailChange },
  { method: 'post', path: '/account/email/confirm', access: 'anonymous', handler: confirmEmailChange },
  { method: 'get', path: '/account/export', access: 'client', handler: exportAccount },
  { method: 'delete', path: '/account', access: 'client', handler: closeAccount },

  // client area (spec 1 §2, §7): overview, projects and their steps
  { method: 'get', path: '/dashboard', access: 'client', handler: dashboardOverview },
  { method: 'get', path: '/projects', access: 'client', handler: listOwnProjects },
  // the client's own orders and their receipts (issue 33)
  { method: 'get', path: '/orders', access: 'client', handler: listOwnOrders },
  { method: 'get', path: '/orders/:id/receipt', access: 'client', handler: downloadOrderReceipt },
  // invoices and credit notes (issue 34): the client's own; a PDF for its owner or the back-office; the buyer completed once
  { method: 'get', path: '/invoices', access: 'client', handler: listOwnInvoices },
  { method: 'get', path: '/invoices/:id/pdf', access: ['client', 'admin'], handler: downloadInvoicePdf },
  { method: 'put', path: '/invoices/:id/buyer', access: 'client', handler: updateInvoiceBuyer },
  // back-office: the accounting journal of invoices and credit notes (issue 34), in the payments export's format
  { method: 'get', path: '/admin/invoices/export.csv', access: 'admin', handler: exportInvoices },
  // back-office: a held invoice's buyer corrected, as the law allows: a credit note cancels it, a new invoice replaces it
  { method: 'post', path: '/admin/invoices/:id/correct', access: 'admin', handler: correctInvoice },
  { method: 'post', path: '/projects/:userId', access: 'client', handler: createProject },
  { method: 'get', path: '/project/:id', access: ['client', 'admin'], handler: getProject },
  { method: 'get', path: '/projects/:id/steps', access: ['client', 'admin'], handler: listProjectSteps },
  // the company questionnaire of a creation (issue 33 item 4): drafts, then the submission that picks steps and checklist
  { method: 'get', path: '/projects/:id/questionnaire', access: ['client', 'admin'], handler: getQuestionnaire },
  { method: 'put', path: '/projects/:id/questionnaire', access: ['client', 'admin'], handler: saveQuestionnaire },

  // documents of a project (issue 17): the client's papers and staff's official documents; review by the back-office
  { method: 'get', path: '/projects/:id/documents', access: ['client', 'admin'], handler: listDocuments },
  { method: 'post', path: '/projects/:id/documents', access: ['client', 'admin'], handler: uploadDocument },
  { method: 'get', path: '/documents/:id/download', access: ['client', 'admin'], handler: downloadDocument },
  { method: 'patch', path: '/documents/:id', access: 'admin', handler: reviewDocument },
  { method: 'delete', path: '/documents/:id', access: ['client', 'admin'], handler: deleteDocument },

  // back-office: projects and their steps (spec 2 §7; adding, reordering and removing steps go beyond it)
  { method: 'get', path: '/admin/projects', access: 'admin', handler: listAdminProjects },
  { method: 'patch', path: '/project/:id', access: 'admin', handler: updateProject },
  { method: 'post', path: '/projects/:id/steps', access: 'admin', handler: addStep },
  { method: 'put', path: '/projects/:id/steps/order', access: 'admin', handler: reorderSteps },
  { method: 'patch', path: '/projects/:id/steps/:stepId', access: 'admin', handler: updateStep },
  { method: 'delete', path: '/projects/:id/steps/:stepId', access: 'admin', handler: removeStep },

  // messages between a client and support (spec 1 §7, spec 2 §7): the client and the back-office
  { method: 'get', path: '/messages/:userId', access: ['client', 'admin'], handler: listMessages },
  { method: 'post', path: '/messages/:userId', access: ['client', 'admin'], handler: sendMessage },
  { method: 'patch', path: '/messages/:messageId/read', access: ['client', 'admin'], handler: markMessageRead },
  // conversations (issue 35 item 1): the list, and opening one marks it read
  { method: 'get', path: '/messages/:userId/threads', access: ['client', 'admin'], handler: listThreads },
  { method: 'patch', path: '/messages/:userId/threads/:threadId/read', access: ['client', 'admin'], handler: markThreadRead },
  // attachments (issue 35 item 2): sent with a message (multipart on POST /messages/:userId), downloaded by
  // their client or the back-office, filed by the back-office as one of the client's project documents
  { method: 'get', path: '/attachments/:id/download', access: ['client', 'admin'], handler: downloadAttachment },
  { method: 'post', path: '/admin/attachments/:id/file-as-document', access: 'admin', handler: fileAttachmentAsDocument },

  // live updates (issue 35 item 3): the client's or the back-office's server-sent events stream
  { method: 'get', path: '/events', access: ['client', 'admin'], handler: liveEvents },

  // contacts (public contact form)
  { method: 'post', path: '/contacts', access: 'anonymous', handler: createContact },

  // funnel and payments (spec 1 §7); the webhook's raw body is kept by cms/app.ts
  { method: 'post', path: '/save-lead', access: 'anonymous', handler: saveLead },
  { method: 'post', path: '/create-payment-session', access: 'anonymous', handler: createPaymentSession },
  { method: 'get', path: '/stripe/session/:id', access: 'anonymous', handler: checkoutSession },
  // back from a provider's cancel: the funnel's details from the pending lead, the checkout closed (issue 33)
  { method: 'post', path: '/checkout/resume', access: 'anonymous', handler: resumeCheckout },
  { method: 'post', path: '/stripe/webhook', access: 'anonymous', handler: stripeWebhook },
  { method: 'post', path: '/chargily/webhook', access: 'anonymous', handler: chargilyWebhook },
  { method: 'post', path: '/test-checkout/:id/pay', access: 'anonymous', handler: payTestCheckout },
  { method: 'post', path: '/test-checkout/:id/cancel', access: 'anonymous', handler: cancelTestCheckout },

  // back-office key (spec 2 §7)
  { method: 'post', path: '/admin/login', access: 'anonymous', handler: adminLogin },
  { method: 'get', path: '/admin/status', access: 'anonymous', handler: adminStatus },
  { method: 'post', path: '/admin/logout', access: 'anonymous', handler: adminLogout },

  // back-office inboxes (issue 15 items 3 and 6, spec 2 §2): the contact form's messages and the service requests
  { method: 'get', path: '/contacts', access: 'admin', handler: listContacts },
  { method: 'get', path: '/admin/requests', access: 'admin', handler: listRequests },
  // handled, not just read (issue 35 item 5): a status and a note, and replies sent by email and kept
  { method: 'patch', path: '/admin/contacts/:id', access: 'admin', handler: handlingRoute('contact') },
  { method: 'patch', path: '/admin/requests/:id', access: 'admin', handler: handlingRoute('request') },
  { method: 'post', path: '/admin/contacts/:id/reply', access: 'admin', handler: replyRoute('contact') },
  { method: 'post', path: '/admin/requests/:id/reply', access: 'admin', handler: replyRoute('request') },

  // back-office: statistics, clients and the test message (issue 15, items 1 and 2; spec 2 §2, §7)
  { method: 'get', path: '/admin/stats', access: 'admin', handler: adminStats },
  // the work queue « À traiter » (issue 35 item 4): what waits for the team, by kind, with its oldest items
  { method: 'get', path: '/admin/queue', access: 'admin', handler: workQueue },
  { method: 'get', path: '/admin/users', access: 'admin', handler: listUsers },
  { method: 'post', path: '/admin/test-message', access: 'admin', handler: sendTestMessage },

  // back-office payments (issue 15, item 5; spec 2 §2 /admin/payments, §4, §7): list and counters, the two moves, the CSV export
  { method: 'get', path: '/admin/payments', access: 'admin', handler: listAdminPayments },
  { method: 'get', path: '/admin/payments/export.csv', access: 'admin', handler: exportPayments },
  { method: 'patch', path: '/payments/:id', access: 'admin', handler: updatePayment },
  // refunds and credit notes (issue 34 item 2): full or partial, through the provider that took the money
  { method: 'post', path: '/admin/payments/:id/refund', access: 'admin', handler: refundPaymentRoute },

  // blog (spec 2 §7): reads for everyone (the back-office sees every status), writes for the back-office
  { method: 'get', path: '/blog/posts', access: ['anonymous', 'admin'], handler: listBlogPosts },
  { method: 'get', path: '/blog/posts/id/:id', access: 'admin', handler: getBlogPostById },
  { method: 'get', path: '/blog/posts/:slug', access: 'anonymous', handler: getBlogPostBySlug },
  { method: 'post', path: '/blog/posts', access: 'admin', handler: createBlogPost },
  { method: 'put', path: '/blog/posts/:id', access: 'admin', handler: updateBlogPost },
  { method: 'delete', path: '/blog/posts/:id', access: 'admin', handler: deleteBlogPost },
  { method: 'get', path: '/blog/categories', access: ['anonymous', 'admin'], handler: listBlogCategories },
  { method: 'post', path: '/blog/categories', access: 'admin', handler: createBlogCategory },
  { method: 'put', path: '/blog/categories/:id', access: 'admin', handler: updateBlogCategory },
  { method: 'delete', path: '/blog/categories/:id', access: 'admin', handler: deleteBlogCategory },
  { method: 'get', path: '/blog/editors', access: 'admin', handler: listBlogEditors },
  { method: 'get', path: '/blog/tags', access: 'anonymous', handler: listBlogTags },
  { method: 'post', path: '/blog/tags', access: 'admin', handler: createBlogTag },
  { method: 'put', path: '/blog/tags/:id', access: 'admin', handler: updateBlogTag },
  { method: 'delete', path: '/blog/tags/:id', access: 'admin', handler: deleteBlogTag },
  // an author's public page (issue 36 item 3): name, bio, photo and published articles
  { method: 'get', path: '/blog/authors/:slug', access: 'anonymous', handler: getBlogAuthor },
  // the blog's image library (issue 36): the editor's picker lists and uploads
  { method: 'get', path: '/blog/media', access: 'admin', handler: listBlogMedia },
  { method: 'post', path: '/blog/media', access: 'admin', handler: uploadBlogMedia },

  // the blog's newsletter (issue 36 item 4): double opt-in, one-click unsubscribe (RFC 8058), the staff's counts and export
  { method: 'post', path: '/newsletter', access: 'anonymous', handler: subscribeToNewsletter },
  { method: 'post', path: '/newsletter/confirm', access: 'anonymous', handler: confirmNewsletter },
  { method: 'post', path: '/newsletter/unsubscribe', access: 'anonymous', handler: unsubscribeFromNewsletter },
  { method: 'get', path: '/newsletter/unsubscribe', access: 'anonymous', handler: unsubscribePage },
  { method: 'get', path: '/admin/newsletter', access: 'admin', handler: newsletterStats },
  { method: 'get', path: '/admin/newsletter/export', access: 'admin', handler: exportSubscribers },
]
