import { Link } from 'react-router'
import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/button'
import { site } from '../../config/site'

const TopBar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Bar = styled.nav`
  max-width: 1100px;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  a.brand { font-weight: 800; font-size: 1.2rem; color: ${({ theme }) => theme.colors.text}; text-decoration: none; }
  div { display: flex; align-items: center; gap: 1rem; }
`

const Hero = styled.main`
  max-width: 900px;
  margin: 0 auto;
  padding: 4rem 1rem;
  text-align: center;
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
  p { font-size: 1.15rem; color: ${({ theme }) => theme.colors.muted}; margin-bottom: 2rem; }
`

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 2rem 1rem;
  text-align: center;
  font-size: 0.95rem;
  nav { display: flex; flex-wrap: wrap; justify-content: center; gap: 1rem; margin-bottom: 0.75rem; }
  p { color: ${({ theme }) => theme.colors.muted}; margin: 0; }
`

/** Landing page skeleton: the public-site issue fills the marketing sections. */
export default function LandingPage() {
  return (
    <>
      <TopBar>
        <Bar aria-label="Navigation principale">
          <a className="brand" href="/">
            {site.name}
          </a>
          <div>
            <Link to="/blog">Blog</Link>
            <Link to="/login">Connexion</Link>
            <ButtonLink href="/creer-entreprise">Démarrer</ButtonLink>
          </div>
        </Bar>
      </TopBar>
      <Hero>
        <h1>Créez votre entreprise en ligne, simplement</h1>
        <p>Des démarches simplifiées, des experts locaux et un résultat en moins de 30 jours.</p>
        <ButtonLink href="/creer-entreprise">Je me lance !</ButtonLink>
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
    </>
  )
}
