/**
 * The route tree: every screen is its own chunk (route `lazy`), so the landing page never
 * loads the client area, the back-office or the editor. Paths come from
 * contract/web-routes.ts, which the server also uses to answer 404 for anything else.
 * /admin/blog/{action}/{id?} only exists as create and edit/{id}: other actions fall to the 404.
 * The back-office is a way in, not a capability: /admin (key gate and home) lives in app/back-office,
 * each admin page in its capability's folder (features/<capability>/admin).
 */
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { webRoutes } from '@/contract/web-routes'
import { InitialLoading, RootLayout } from './root-layout'

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default })

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first screen's chunk loads (before any provider is mounted).
    HydrateFallback: InitialLoading,
    children: [
      // Public site
      { path: webRoutes.home, lazy: page(() => import('../features/landing/landing-page')) },
      { path: webRoutes.createCompany, lazy: page(() => import('../features/lead-funnel/create-company-page')) },
      { path: webRoutes.orderConfirmation, lazy: page(() => import('../features/order-confirmation/order-confirmation-page')) },
      { path: webRoutes.testCheckout, lazy: page(() => import('../features/test-checkout/test-checkout-page')) },
      { path: webRoutes.legalNotice, lazy: page(() => import('../features/legal/legal-notice-page')) },
      { path: webRoutes.privacyPolicy, lazy: page(() => import('../features/legal/privacy-policy-page')) },
      { path: webRoutes.termsOfSale, lazy: page(() => import('../features/legal/terms-of-sale-page')) },
      { path: webRoutes.blog, lazy: async () => (await import('../features/blog/blog-list-route')).blogListRoute },
      { path: webRoutes.blogPost, lazy: async () => (await import('../features/blog/blog-post-route')).blogPostRoute },
      { path: webRoutes.blogPreview, lazy: async () => (await import('../features/blog/preview/blog-preview-route')).blogPreviewRoute },
      { path: webRoutes.blogAuthor, lazy: async () => (await import('../features/blog/author/author-route')).authorRoute },
      { path: webRoutes.newsletter, lazy: page(() => import('../features/newsletter/newsletter-page')) },
      { path: webRoutes.newsletterConfirm, lazy: page(() => import('../features/newsletter/newsletter-confirm-page')) },
      { path: webRoutes.newsletterUnsubscribe, lazy: page(() => import('../features/newsletter/newsletter-unsubscribe-page')) },

      // Accounts
      { path: webRoutes.login, lazy: page(() => import('../features/auth/login-page')) },
      { path: webRoutes.register, lazy: page(() => import('../features/auth/register-page')) },
      { path: webRoutes.forgotPassword, lazy: page(() => import('../features/auth/forgot-password-page')) },
      { path: webRoutes.resetPassword, lazy: page(() => import('../features/auth/reset-password-page')) },
      { path: webRoutes.confirmEmail, lazy: page(() => import('../features/account/confirm-email-page')) },

      // Client area
      { path: webRoutes.dashboard, lazy: page(() => import('./routes/dashboard-route')) },
      { path: webRoutes.newProject, lazy: page(() => import('../features/projects/new-project-page')) },
      { path: webRoutes.project, lazy: page(() => import('../features/projects/project-page')) },

      // Back-office
      { path: webRoutes.admin, lazy: page(() => import('./back-office/back-office-home-page')) },
      {
        // Every page after /admin, whichever capability owns it, behind the back-office gate.
        lazy: async () => ({ Component: (await import('./back-office/back-office-gate')).BackOfficeGate }),
        children: [
          { path: webRoutes.adminMessages, lazy: page(() => import('../features/messages/admin/admin-messages-page')) },
          { path: webRoutes.adminContacts, lazy: page(() => import('../features/leads/admin/admin-contacts-page')) },
          { path: webRoutes.adminRequests, lazy: page(() => import('../features/leads/admin/admin-requests-page')) },
          { path: webRoutes.adminProjects, lazy: page(() => import('../features/projects/admin/admin-projects-page')) },
          { path: webRoutes.adminProject, lazy: page(() => import('../features/projects/admin/admin-project-page')) },
          { path: webRoutes.adminPayments, lazy: page(() => import('../features/payments/admin/admin-payments-page')) },
          { path: webRoutes.adminBlog, lazy: page(() => import('../features/blog/admin/admin-blog-page')) },
          { path: webRoutes.adminBlogCreate, lazy: page(() => import('../features/blog/admin/admin-blog-editor-page')) },
          { path: webRoutes.adminBlogEdit, lazy: page(() => import('../features/blog/admin/admin-blog-editor-page')) },
        ],
      },

      // Anything else: the English 404 page (the server sends it with a 404 status).
      { path: '*', lazy: page(() => import('../features/not-found/not-found-page')) },
    ],
  },
]
