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
import { useLayoutText } from './i18n'
import { LanguageSwitch } from './language-switch'

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 1rem;
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

/**
 * The public site's brand header, with the spec's links (spec 1 §2: blog, login, 'Démarrer'):
 * the public pages' and the account pages' header.
 */
export function PublicHeader({ languageHref }: { languageHref?: string }) {
  const t = useLayoutText()
  return (
    <BrandHeader navLabel={t('header.nav')}>
      <Link className="nav" to="/blog">
        {t('header.blog')}
      </Link>
      <Link className="nav" to="/login">
        {t('header.login')}
      </Link>
      <ButtonLink to="/creer-entreprise">{t('header.start')}</ButtonLink>
      <LanguageSwitch href={languageHref} />
    </BrandHeader>
  )
}

/**
 * The frame of every public page (landing, legal pages, blog): a sticky top bar with the
 * spec's links, the page, and the footer with the legal links, contact email and chat link.
 */
export function PublicLayout({
  children,
  languageHref,
}: {
  children: ReactNode
  /** The other language's version when it is not the same screen at the other address (an article's translation). */
  languageHref?: string
}) {
  const { siteName, contactEmail, whatsappNumber } = useSiteConfig()
  const t = useLayoutText()
  return (
    <Page>
      <SkipLink href="#contenu">{t('skipLink')}</SkipLink>
      <PublicHeader languageHref={languageHref} />
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
              <p>{t('footer.about')}</p>
            </div>
            <nav aria-label={t('footer.legal')}>
              <h2>{t('footer.legal')}</h2>
              <ul>
                <li>
                  <Link to="/mentions-legales">{t('footer.legalNotice')}</Link>
                </li>
                <li>
                  <Link to="/politique-confidentialite">{t('footer.privacy')}</Link>
                </li>
                <li>
                  <Link to="/conditions-generales">{t('footer.terms')}</Link>
                </li>
              </ul>
            </nav>
            <div>
              <h2>{t('footer.contact')}</h2>
              <ul>
                <li>
                  <a href={`mailto:${contactEmail}`} dir="ltr">
                    {contactEmail}
                  </a>
                </li>
                <li>
                  <a href={whatsappUrl(whatsappNumber, t('footer.chatText'))} target="_blank" rel="noopener noreferrer">
                    {t('footer.whatsapp')}
                    <VisuallyHidden>{t('footer.newTab')}</VisuallyHidden>
                  </a>
                </li>
              </ul>
            </div>
          </FooterGrid>
          {/* The site's name in Latin letters keeps its own direction inside Arabic text. */}
          <Copyright>
            {`© ${site.copyrightYear} `}
            <bdi>{siteName}</bdi>. {t('footer.rights')}
          </Copyright>
        </Container>
      </Footer>
    </Page>
  )
}
