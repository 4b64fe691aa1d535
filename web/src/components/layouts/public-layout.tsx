import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { whatsappUrl } from '@/contract/site-config'
import { useSiteConfig } from '../../config/site-config'
import { site } from '../../config/site'
import { LogoMark } from '../brand/logo'
import { ButtonLink } from '../ui/button'
import { VisuallyHidden } from '../ui/visually-hidden'

/** A centred column of the public site's width. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
`

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 200;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  &:focus {
    top: 1rem;
  }
  @media print {
    display: none;
  }
`

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media print {
    display: none;
  }
`

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 64px;
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: 8px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    white-space: nowrap;
  }
  @media (max-width: 399px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`

const NavLinks = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  a.nav {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.6rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
  }
  a.nav:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: 0.5rem;
  }
`

const Footer = styled.footer`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  background: ${({ theme }) => theme.colors.dark};
  color: #cbd5e1;
  padding: 3.5rem 0 2rem;
  font-size: 0.95rem;
  a {
    color: #f8fafc;
  }
  a:hover {
    color: #ffffff;
  }
  @media print {
    display: none;
  }
`

const FooterGrid = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr 1fr;
  }
  h2 {
    color: #ffffff;
    font-size: 1rem;
    margin-bottom: 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  /* Links a thumb can hit: at least 44 px tall. */
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.75rem 0 0;
    max-width: 36ch;
  }
`

const FooterBrand = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: #ffffff;
  font-weight: 800;
  font-size: 1.125rem;
  margin: 0 !important;
`

const Copyright = styled.p`
  margin: 2.5rem 0 0;
  padding-top: 1.5rem;
  border-top: 1px solid #334155;
  color: #94a3b8;
  font-size: 0.875rem;
`

const Main = styled.main`
  flex: 1;
  display: block;
`

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`

/** Prefilled text of the footer's chat link. */
const FOOTER_CHAT_TEXT = "Bonjour, j'ai une question sur la création de mon entreprise."

/**
 * The frame of every public page (landing, legal pages, blog): a sticky top bar with the
 * spec's links, the page, and the footer with the legal links, contact email and chat link.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { siteName, contactEmail, whatsappNumber } = useSiteConfig()
  return (
    <Page>
      <SkipLink href="#contenu">Aller au contenu</SkipLink>
      <Header>
        <Container>
          <Bar aria-label="Navigation principale">
            <Brand to="/" aria-label={`${siteName}, accueil`}>
              <LogoMark />
              <span>{siteName}</span>
            </Brand>
            <NavLinks>
              <Link className="nav" to="/blog">
                Blog
              </Link>
              <Link className="nav" to="/login">
                Connexion
              </Link>
              <ButtonLink to="/creer-entreprise">Démarrer</ButtonLink>
            </NavLinks>
          </Bar>
        </Container>
      </Header>
      <Main id="contenu" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <Container>
          <FooterGrid>
            <div>
              <FooterBrand>
                <LogoMark size={28} />
                {siteName}
              </FooterBrand>
              <p>
                Créez votre entreprise en ligne, accompagné par des experts locaux, de la première question aux documents officiels de votre
                société.
              </p>
            </div>
            <nav aria-label="Informations légales">
              <h2>Informations légales</h2>
              <ul>
                <li>
                  <Link to="/mentions-legales">Mentions légales</Link>
                </li>
                <li>
                  <Link to="/politique-confidentialite">Politique de confidentialité</Link>
                </li>
                <li>
                  <Link to="/conditions-generales">Conditions générales de vente</Link>
                </li>
              </ul>
            </nav>
            <div>
              <h2>Nous contacter</h2>
              <ul>
                <li>
                  <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </li>
                <li>
                  <a href={whatsappUrl(whatsappNumber, FOOTER_CHAT_TEXT)} target="_blank" rel="noopener noreferrer">
                    Discuter sur WhatsApp<VisuallyHidden> (nouvel onglet)</VisuallyHidden>
                  </a>
                </li>
              </ul>
            </div>
          </FooterGrid>
          <Copyright>{`© ${site.copyrightYear} ${siteName}. Tous droits réservés.`}</Copyright>
        </Container>
      </Footer>
    </Page>
  )
}
