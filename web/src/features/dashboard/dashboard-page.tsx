import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import styled from 'styled-components'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { toast } from '../../components/ui/toast-store'
import { forgetStoredUser } from '../../lib/stored-user'
import { logout, useCurrentUser } from '../../lib/session'
import { DashboardTabs, type TabId, TABS } from './dashboard-tabs'

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const HeaderInner = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  h1 { margin: 0; font-size: 1.4rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value)

export default function DashboardPage() {
  const { data, error, isLoading, mutate } = useCurrentUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [tab, setTab] = useState<TabId>(() => (isTab(params.get('tab')) ? (params.get('tab') as TabId) : 'dashboard'))
  const user = data?.user

  // Not authenticated, or the user call failed: back to /login (spec 1 §2).
  useEffect(() => {
    if (!isLoading && (error || data === null)) navigate('/login', { replace: true })
  }, [isLoading, error, data, navigate])

  // ?login=success: a welcome toast, then the URL is cleaned to /dashboard.
  useEffect(() => {
    if (!user || params.get('login') !== 'success') return
    toast({ title: `Bienvenue ${user.firstName} !`, description: 'Vous êtes connecté à votre espace client.' })
    navigate('/dashboard', { replace: true })
  }, [user, params, navigate])

  if (!user) return <Spinner />

  const onLogout = async () => {
    try {
      await logout()
      forgetStoredUser()
      await mutate(null, { revalidate: false })
      toast({ title: 'Déconnexion', description: 'Vous avez été déconnecté avec succès.' })
      navigate('/')
    } catch {
      toast({ variant: 'destructive', title: 'Erreur', description: 'Erreur lors de la déconnexion.' })
    }
  }

  return (
    <>
      <Header>
        <HeaderInner>
          <div>
            <h1>Espace Client</h1>
            <p>Bienvenue, {user.firstName} !</p>
          </div>
          <Actions>
            <Link to="/">Accueil</Link>
            <Button $variant="secondary" onClick={onLogout}>
              Déconnexion
            </Button>
          </Actions>
        </HeaderInner>
      </Header>
      <Main>
        <DashboardTabs user={user} active={tab} onChange={setTab} />
      </Main>
    </>
  )
}
