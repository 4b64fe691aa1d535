import { Link } from 'react-router'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../components/ui/button'
import { Card, Muted } from '../../components/ui/card'

const Header = styled.header`
  background: ${({ theme }) => theme.colors.text};
  color: #ffffff;
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
`

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  margin-bottom: 1.5rem;
`

const SectionLink = styled(Link)`
  display: block;
  text-decoration: none;
  color: inherit;
  height: 100%;
  &:hover section { border-color: ${({ theme }) => theme.colors.primary}; }
  h2 { font-size: 1.15rem; color: ${({ theme }) => theme.colors.primary}; }
`

const Disabled = styled(Card)`
  opacity: 0.7;
  h2 { font-size: 1.15rem; }
`

const SECTIONS = [
  { to: '/admin/projects', title: 'Projets', text: 'Suivre les projets et leurs étapes.' },
  { to: '/admin/requests', title: 'Demandes de service', text: 'Les demandes venues du tunnel.' },
  { to: '/admin/messages', title: 'Messages', text: 'Écrire aux clients, lire leurs réponses.' },
  { to: '/admin/contacts', title: 'Contacts', text: 'Les messages du formulaire de contact.' },
  { to: '/admin/blog', title: 'Blog', text: 'Articles, catégories et tags.' },
  { to: '/admin/payments', title: 'Paiements', text: 'Suivre et rapprocher les paiements.' },
]

const COMING_SOON = ['Pages statiques', 'Rapports financiers', 'Gestion des utilisateurs', 'Statistiques avancées']

/** The authenticated back-office home (spec 2 §2). The back-office issue adds the four counters. */
export function AdminHome({ onLogout }: { onLogout: () => void }) {
  return (
    <>
      <Header>
        <HeaderInner>
          <h1>Back-office</h1>
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <ButtonLink href="/" $variant="secondary">
              Retour au site
            </ButtonLink>
            <Button $variant="secondary" onClick={onLogout}>
              Déconnexion
            </Button>
          </div>
        </HeaderInner>
      </Header>
      <Main>
        {/* Counters (users, projects, messages, contacts) from GET /api/admin/stats: back-office issue. */}
        <Grid>
          {SECTIONS.map((section) => (
            <SectionLink key={section.to} to={section.to}>
              <Card>
                <h2>{section.title}</h2>
                <Muted>{section.text}</Muted>
              </Card>
            </SectionLink>
          ))}
        </Grid>
        <Grid>
          {COMING_SOON.map((title) => (
            <Disabled key={title} aria-disabled="true">
              <h2>{title}</h2>
              <Muted>Bientôt disponible</Muted>
            </Disabled>
          ))}
        </Grid>
        <Card>
          <h2 style={{ fontSize: '1.1rem' }}>Informations système</h2>
          <Muted>Version 1.0.0 · Environnement : development</Muted>
        </Card>
      </Main>
    </>
  )
}
