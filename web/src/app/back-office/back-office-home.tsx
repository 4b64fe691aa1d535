import { FolderKanban, Mail, MessagesSquare, Users } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../components/ui/button'
import { Card, Muted } from '../../components/ui/card'
import { ADMIN_STATS_ERROR, useAdminStats } from './api/admin-stats'
import { BackOfficeShell } from '../../components/layouts/back-office-shell'
import { WorkQueueSection } from './work-queue-section'

const SectionTitle = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 0.75rem;
`

const Grid = styled.div<{ $min: string }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min}, 100%), 1fr));
  margin-bottom: 2rem;
`

const SectionLink = styled(Link)`
  display: block;
  height: 100%;
  text-decoration: none;
  color: inherit;
  border-radius: ${({ theme }) => theme.radius};
  section {
    height: 100%;
    transition: border-color 120ms ease-out;
  }
  &:hover section {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
`

const Disabled = styled(Card)`
  background: ${({ theme }) => theme.colors.background};
  box-shadow: none;
  h3 {
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0;
  }
`

const Badge = styled.span`
  display: inline-block;
  margin-top: 0.5rem;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`

const SystemInfo = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
`

const Counters = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0 0 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Counter = styled(Card).attrs({ as: 'div' })`
  padding: 1rem;
  dt {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
    font-weight: 500;
  }
  dd {
    margin: 0.6rem 0 0;
    font-size: 1.75rem;
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`

const CounterIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const StatsError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`

const StatsSection = styled.section`
  margin-bottom: 2rem;
`

const COUNTERS = [
  { key: 'totalUsers', label: 'Utilisateurs', Icon: Users },
  { key: 'totalProjects', label: 'Projets', Icon: FolderKanban },
  { key: 'totalMessages', label: 'Messages', Icon: MessagesSquare },
  { key: 'totalContacts', label: 'Contacts', Icon: Mail },
] as const

const COUNT_FORMAT = new Intl.NumberFormat('fr-FR')

const SECTIONS = [
  { to: '/admin/projects', title: 'Projets', text: 'Suivre les projets des clients et leurs étapes.' },
  { to: '/admin/requests', title: 'Demandes de service', text: 'Les demandes reçues par le formulaire de création.' },
  { to: '/admin/messages', title: 'Messages', text: 'Écrire aux clients et lire leurs messages.' },
  { to: '/admin/contacts', title: 'Contacts', text: 'Les messages du formulaire de contact.' },
  { to: '/admin/blog', title: 'Blog', text: 'Articles, catégories et tags.' },
  { to: '/admin/payments', title: 'Paiements', text: 'Suivre les paiements et leur statut.' },
] as const

const COMING_SOON = [
  { title: 'Pages statiques', text: 'Modifier les pages du site.' },
  { title: 'Rapports financiers', text: 'Chiffre d’affaires et exports comptables.' },
  { title: 'Gestion des utilisateurs', text: 'Comptes clients et accès.' },
  { title: 'Statistiques avancées', text: 'Suivi détaillé de l’activité.' },
] as const

/** The authenticated back-office home (spec 2 §2). */
export function AdminHome({ onLogout }: { onLogout: () => void }) {
  // Statistics (spec 2 §2): this component renders only once authenticated, so the call is too.
  const { data: stats, error: statsError, isLoading: statsLoading } = useAdminStats()
  return (
    <BackOfficeShell
      title="Tableau de bord administrateur"
      subtitle="Gérez les clients, les projets et le contenu du site."
      actions={
        <>
          <ButtonLink to="/" $variant="secondary">
            Retour au site
          </ButtonLink>
          <Button $variant="secondary" onClick={onLogout}>
            Déconnexion
          </Button>
        </>
      }
    >
      <WorkQueueSection />

      <StatsSection aria-labelledby="admin-stats" aria-busy={statsLoading}>
        <SectionTitle id="admin-stats">Statistiques</SectionTitle>
        <Counters>
          {COUNTERS.map(({ key, label, Icon }) => (
            <Counter key={key}>
              <dt>
                <CounterIcon aria-hidden="true">
                  <Icon size={18} />
                </CounterIcon>
                {label}
              </dt>
              <dd>{stats ? COUNT_FORMAT.format(stats.stats[key]) : '—'}</dd>
            </Counter>
          ))}
        </Counters>
        {statsError ? <StatsError role="alert">{ADMIN_STATS_ERROR}</StatsError> : null}
      </StatsSection>

      <section aria-labelledby="admin-sections">
        <SectionTitle id="admin-sections">Gestion</SectionTitle>
        <Grid $min="300px">
          {SECTIONS.map((section) => (
            <SectionLink key={section.to} to={section.to}>
              <Card>
                <h3>{section.title}</h3>
                <Muted>{section.text}</Muted>
              </Card>
            </SectionLink>
          ))}
        </Grid>
      </section>

      <section aria-labelledby="admin-coming-soon">
        <SectionTitle id="admin-coming-soon">Prochainement</SectionTitle>
        <Grid $min="220px">
          {COMING_SOON.map((item) => (
            <Disabled key={item.title} aria-disabled="true">
              <h3>{item.title}</h3>
              <Muted>{item.text}</Muted>
              <Badge>Bientôt disponible</Badge>
            </Disabled>
          ))}
        </Grid>
      </section>

      <Card aria-labelledby="admin-system">
        <SectionTitle id="admin-system">Informations système</SectionTitle>
        <SystemInfo>
          <li>Version {stats?.system.version ?? '1.0.0'}</li>
          <li>Environnement&nbsp;: {stats?.system.environment ?? '—'}</li>
        </SystemInfo>
      </Card>
    </BackOfficeShell>
  )
}
