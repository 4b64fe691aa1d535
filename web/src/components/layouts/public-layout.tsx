import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { whatsappUrl } from '@/contract/site-config'
import { useSiteConfig } from '../../config/site-config'
import { site } from '../../config/site'
import { LogoMark } from '../brand/logo'
import { ButtonLink } from '../ui/button'
import { VisuallyHidden } from '../ui/visually-hidden'
import { BrandHeader, Container } from './brand-header'

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
const FOOTER_CHAT_TEXT = 'Bonjour, j’ai une question sur la création de mon entreprise.'

/**
 * The public site's brand header, with the spec's links (spec 1 §2: blog, login, 'Démarrer'):
 * the public pages' and the account pages' header.
 */
export function PublicHeader() {
  return (
    <BrandHeader navLabel="Navigation principale">
      <Link className="nav" to="/blog">
        Blog
      </Link>
      <Link className="nav" to="/login">
        Connexion
      </Link>
      <ButtonLink to="/creer-entreprise">Démarrer</ButtonLink>
    </BrandHeader>
  )
}

/**
 * The frame of every public page (landing, legal pages, blog): a sticky top bar with the
 * spec's links, the page, and the footer with the legal links, contact email and chat link.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { siteName, contactEmail, whatsappNumber } = useSiteConfig()
  return (
    <Page>
      <SkipLink href="#contenu">Aller au contenu</SkipLink>
      <PublicHeader />
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
