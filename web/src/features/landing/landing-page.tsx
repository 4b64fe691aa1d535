import { Link } from 'react-router'
import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/button'
import { site } from '../../config/site'

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
  }
`

const TopBar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Bar = styled.nav`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  a.brand {
    font-weight: 800;
    font-size: 1.15rem;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  div {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    a.brand {
      font-size: 1.25rem;
    }
    div {
      gap: 1.25rem;
    }
  }
`

const Hero = styled.main`
  max-width: 900px;
  margin: 0 auto;
  padding: 4rem 1rem;
  text-align: center;
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  p {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 2rem;
  }
`

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 2rem 1rem;
  text-align: center;
  font-size: 0.95rem;
  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 1rem;
    margin-bottom: 0.75rem;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0;
  }
`

/** Landing page skeleton: the public-site issue fills the marketing sections. */
export default function LandingPage() {
  return (
    <Page>
      <TopBar>
        <Bar aria-label="Navigation principale">
          <Link className="brand" to="/">
            {site.name}
          </Link>
          <div>
            <Link to="/blog">Blog</Link>
            <Link to="/login">Connexion</Link>
            <ButtonLink to="/creer-entreprise">Démarrer</ButtonLink>
          </div>
        </Bar>
      </TopBar>
      <Hero>
        <h1>Créez votre entreprise en ligne, simplement</h1>
        <p>Des démarches simplifiées, des experts locaux et un résultat en moins de 30 jours.</p>
        <ButtonLink to="/creer-entreprise">Je me lance !</ButtonLink>
      </Hero>
      <Footer>
        <nav aria-label="Informations légales">
          <Link to="/mentions-legales">Mentions légales</Link>
          <Link to="/politique-confidentialite">Politique de confidentialité</Link>
          <Link to="/conditions-generales">Conditions générales</Link>
        </nav>
        <p>
          © {site.copyrightYear} {site.name}. Tous droits réservés.
        </p>
      </Footer>
    </Page>
  )
}
