import { LogOut } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { WELCOME_ORDER_PARAM } from '@/contract/web-routes'
import { ClientAreaShell } from '../../components/layouts/client-area-shell'
import { Spinner } from '../../components/ui/spinner'
import { toast } from '../../components/ui/use-toast'
import { loginPathFor } from '../../lib/after-login'
import { logout, useCurrentUser } from '../../lib/auth'
import { forgetStoredUser } from '../../lib/stored-user'
import { useDashboardText } from './i18n'
import { type DashboardPanels, DashboardTabs } from './dashboard-tabs'
import { isTabId, type TabId } from './tab-ids'
import { OrderWelcome } from './tabs/order-welcome'

/** /dashboard: the client area (spec 1 §2). Needs the session cookie; otherwise → /login. */
export default function DashboardPage({ panels }: { panels: DashboardPanels }) {
  const t = useDashboardText()
  const { data, error, isLoading, mutate } = useCurrentUser()
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const requestedTab = params.get('tab')
  const tab: TabId = isTabId(requestedTab) ? requestedTab : 'dashboard'
  const user = data?.user
  /** Set by the logout button: the session ends on purpose, the page is going home instead. */
  const loggingOut = useRef(false)

  // Not authenticated, or the user call failed: to /login, which brings the founder back to this tab.
  useEffect(() => {
    if (loggingOut.current) return
    if (!isLoading && (error || data === null)) navigate(loginPathFor(location), { replace: true })
  }, [isLoading, error, data, navigate, location])

  // ?login=success: a welcome toast, then the URL is cleaned to /dashboard.
  const loginSuccess = params.get('login') === 'success'
  useEffect(() => {
    if (!user || !loginSuccess) return
    toast({ title: t('login.toast.title', { name: user.firstName }), description: t('login.toast.description') })
    navigate('/dashboard', { replace: true })
  }, [user, loginSuccess, navigate, t])

  if (!user) return <Spinner label={t('loading')} />

  // ?commande=GS-…: the confirmation page's way in, welcoming that order (tabs/order-welcome.tsx).
  const welcomeOrder = params.get(WELCOME_ORDER_PARAM)
  const closeWelcome = () =>
    setParams(
      (current) => {
        current.delete(WELCOME_ORDER_PARAM)
        return current
      },
      { replace: true },
    )

  // The tab lives in the URL (?tab=messages), so links and the back button reach it.
  const openTab = (next: TabId) => setParams(next === 'dashboard' ? {} : { tab: next }, { replace: true })

  const onLogout = async () => {
    try {
      await logout()
    } catch {
      toast({ variant: 'destructive', title: t('logout.error.title'), description: t('logout.error.description') })
      return
    }
    loggingOut.current = true
    forgetStoredUser()
    toast({ title: t('logout.done.title'), description: t('logout.done.description') })
    await mutate(null, { revalidate: false })
    navigate('/')
  }

  return (
    <ClientAreaShell
      title={t('title')}
      heading={t('title')}
      subtitle={t.rich('welcome', {}, { name: <bdi>{user.firstName}</bdi> })}
      nav={
        <>
          <Link className="nav" to="/">
            {t('nav.home')}
          </Link>
          <button type="button" className="nav" onClick={onLogout}>
            <LogOut size={18} aria-hidden="true" />
            {t('nav.logout')}
          </button>
        </>
      }
    >
      {welcomeOrder ? <OrderWelcome orderNumber={welcomeOrder} onClose={closeWelcome} /> : null}
      <DashboardTabs user={user} active={tab} onChange={openTab} panels={panels} />
    </ClientAreaShell>
  )
}
