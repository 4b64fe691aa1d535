import { Outlet } from 'react-router'
import { AdminUnauthorized } from '../../components/layouts/back-office-shell'
import { Spinner } from '../../components/ui/spinner'
import { useAdminStatus } from './api/admin-session'

/**
 * The layout route around every back-office page after /admin, whatever capability owns it:
 * the unauthorised screen when there is no back-office session (spec 2 §2). The server refuses
 * the admin calls anyway; this only spares a broken page. One gate here rather than one per page.
 */
export function BackOfficeGate() {
  const { data, isLoading } = useAdminStatus()
  if (isLoading) return <Spinner />
  if (!data?.isAdmin) return <AdminUnauthorized />
  return <Outlet />
}
