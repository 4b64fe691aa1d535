/**
 * The route tree: every screen is its own chunk, so the landing page never loads the
 * client area, the back-office or the editor. Paths come from contract/web-routes.ts,
 * which the server also uses to answer 404 for anything else.
 */
import type { RouteObject } from 'react-router'
import { webRoutes } from '../../../contract/web-routes'
import { RootLayout } from './root-layout'

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default })

const comingSoon = page(() => import('../features/coming-soon/coming-soon-page'))

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: webRoutes.home, lazy: page(() => import('../features/landing/landing-page')) },
      { path: webRoutes.login, lazy: page(() => import('../features/auth/login-page')) },
      { path: webRoutes.register, lazy: page(() => import('../features/auth/register-page')) },
      { path: webRoutes.forgotPassword, lazy: page(() => import('../features/auth/forgot-password-page')) },
      { path: webRoutes.resetPassword, lazy: page(() => import('../features/auth/reset-password-page')) },
      { path: webRoutes.dashboard, lazy: page(() => import('../features/dashboard/dashboard-page')) },
      { path: webRoutes.admin, lazy: page(() => import('../features/admin/admin-page')) },
      // Screens that later issues build: a placeholder page keeps their routes real (200) meanwhile.
      ...[
        webRoutes.newProject,
        webRoutes.project,
        webRoutes.createCompany,
        webRoutes.legalNotice,
        webRoutes.privacyPolicy,
        webRoutes.termsOfSale,
        webRoutes.orderConfirmation,
        webRoutes.adminMessages,
        webRoutes.adminContacts,
        webRoutes.adminRequests,
        webRoutes.adminProjects,
        webRoutes.adminProject,
        webRoutes.adminPayments,
        webRoutes.adminBlog,
        webRoutes.adminBlogCreate,
        webRoutes.adminBlogEdit,
        webRoutes.blog,
        webRoutes.blogPost,
      ].map((path) => ({ path, lazy: comingSoon })),
      { path: '*', lazy: page(() => import('../features/not-found/not-found-page')) },
    ],
  },
]
