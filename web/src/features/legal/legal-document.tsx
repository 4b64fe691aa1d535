/**
 * The frame of the three legal pages (spec 1 §2): a readable document inside the public
 * layout, with its title, last update, table of contents (side and sticky on desktop, inline
 * on phones), numbered sections and links to the other legal pages. Server-rendered and never
 * hydrated: plain markup, no state.
 */
import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { SiteConfig } from '@/contract/site-config'
import { webRoutes } from '@/contract/web-routes'
import { Container } from '../../components/layouts/brand-header'
import { PublicLayout } from '../../components/layouts/public-layout'
import { useLegalText } from './i18n'

/** Date of the current version of the three legal documents (its words: `lastUpdate` in the catalogue). */
export const LEGAL_LAST_UPDATE = { iso: '2026-11-23' } as const

/** One numbered section of a legal document: its H2 carries `id`, the table of contents links to it. */
export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/** What a document's text is written from: the operator's identity and the offer's prices on this server. */
export interface LegalContentInput {
  config: SiteConfig
  prices: { euros: string | null; dinars: string | null }
}

/** A legal document in one language (content/<document>.<language>.tsx). */
export interface LegalContent {
  title: string
  /** The page's meta description. */
  description: string
  intro: ReactNode
  sections: LegalSection[]
}

const LEGAL_PAGES = [
  { path: webRoutes.legalNotice, key: 'legalNotice' },
  { path: webRoutes.privacyPolicy, key: 'privacyPolicy' },
  { path: webRoutes.termsOfSale, key: 'termsOfSale' },
] as const

export type LegalPagePath = (typeof LEGAL_PAGES)[number]['path']

const Wrapper = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  padding: 2rem 0 3.5rem;
  font-size: 1.0625rem;
  line-height: 1.65;
  overflow-wrap: anywhere;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 3.5rem 0 5rem;
    font-size: 1.125rem;
  }
`

/** Phones: one column (head, contents, sections). Desktop: contents in a sticky side column. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'head' 'toc' 'body' 'more';
  row-gap: 2rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-areas: 'toc head' 'toc body' 'toc more';
    grid-template-rows: auto auto 1fr;
    column-gap: 4rem;
    row-gap: 2.5rem;
  }
`

const Head = styled.header`
  grid-area: head;
  max-width: 66ch;
  h1 {
    font-size: 1.75rem;
    line-height: 1.2;
    letter-spacing: -0.01em;
    margin: 0 0 1rem;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      font-size: 2.5rem;
    }
  }
`

const Intro = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.0625rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: 1.1875rem;
  }
`

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`

const Toc = styled.nav`
  grid-area: toc;
  align-self: start;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  font-size: 1rem;
  line-height: 1.35;
  p {
    margin: 0 0 0.5rem;
    font-weight: 700;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.25rem 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  a span {
    flex: none;
    min-width: 1.6em;
    color: ${({ theme }) => theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: calc(64px + 1.5rem);
    max-height: calc(100vh - 64px - 3rem);
    overflow-y: auto;
    font-size: 0.9375rem;
    a {
      min-height: 2rem;
      padding: 0.2rem 0;
    }
  }
  @media print {
    display: none;
  }
`

const Body = styled.div`
  grid-area: body;
  max-width: 66ch;
  section + section {
    margin-top: 2.75rem;
  }
  h2 {
    font-size: 1.375rem;
    line-height: 1.25;
    margin: 0 0 1rem;
    scroll-margin-top: calc(64px + 1.5rem);
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      font-size: 1.5rem;
    }
  }
  h3 {
    font-size: 1.125rem;
    line-height: 1.3;
    margin: 2rem 0 0.75rem;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      font-size: 1.25rem;
    }
  }
  h2 + h3 {
    margin-top: 1.25rem;
  }
  p {
    margin: 0 0 1rem;
  }
  ul,
  ol {
    margin: 0 0 1rem;
    padding-inline-start: 1.35rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.muted};
  }
  > section > :last-child,
  > section > :last-child > :last-child {
    margin-bottom: 0;
  }
`

const SectionNumber = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  margin-inline-end: 0.35em;
  font-variant-numeric: tabular-nums;
`

const More = styled.nav`
  grid-area: more;
  max-width: 66ch;
  padding-top: 1rem;
  h2 {
    font-size: 1.375rem;
    margin: 0 0 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      grid-template-columns: 1fr 1fr;
    }
  }
  li {
    display: flex;
  }
  a {
    flex: 1;
    display: block;
    padding: 1rem 1.25rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
    margin-bottom: 0.25rem;
  }
  a span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
    line-height: 1.5;
  }
  @media print {
    display: none;
  }
`

/**
 * A legal document: H1, intro, date of the last update, table of contents and numbered
 * sections, then links to the two other legal pages ('Voir aussi').
 */
export function LegalDocument({
  title,
  intro,
  sections,
  path,
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
  /** The page's own path: left out of 'Voir aussi'. */
  path: LegalPagePath
}) {
  const t = useLegalText()
  return (
    <PublicLayout>
      <Wrapper>
        <Container>
          <Layout>
            <Head>
              <h1>{title}</h1>
              <Intro>{intro}</Intro>
              <Updated>{t.rich('updated', { time: <time dateTime={LEGAL_LAST_UPDATE.iso} /> }, { date: t('lastUpdate') })}</Updated>
            </Head>
            <Toc aria-label={t('toc')}>
              <p aria-hidden="true">{t('toc')}</p>
              <ol>
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>
                      <span>{index + 1}.</span>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </Toc>
            <Body>
              {sections.map((section, index) => (
                <section key={section.id}>
                  <h2 id={section.id}>
                    <SectionNumber>{index + 1}.</SectionNumber>
                    {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
            </Body>
            <More aria-labelledby="voir-aussi">
              <h2 id="voir-aussi">{t('seeAlso')}</h2>
              <ul>
                {LEGAL_PAGES.filter((page) => page.path !== path).map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>
                      <strong>{t(`pages.${page.key}.title`)}</strong>
                      <span>{t(`pages.${page.key}.summary`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </More>
          </Layout>
        </Container>
      </Wrapper>
    </PublicLayout>
  )
}

/** Label/value pairs (identity of the operator, what a processing of data involves…). */
const FactList = styled.dl`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 0.75rem;
  }
  dd:last-child {
    margin-bottom: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: grid;
    grid-template-columns: minmax(9rem, max-content) minmax(0, 1fr);
    column-gap: 1.5rem;
    dt,
    dd {
      margin: 0;
      padding: 0.35rem 0;
    }
  }
`

export function Facts({ items }: { items: [label: ReactNode, value: ReactNode][] }) {
  return (
    <FactList>
      {items.map(([label, value], index) => (
        <Fragment key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </FactList>
  )
}

/** A passage the reader must not miss (guarantee, withdrawal…). */
export const Callout = styled.div`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.primarySoft};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-start-end-radius: ${({ theme }) => theme.radius};
  border-end-end-radius: ${({ theme }) => theme.radius};
  > :last-child {
    margin-bottom: 0;
  }
`

/** Keeps a short phrase (an amount, a time limit) on one line. */
export const NoWrap = styled.span`
  white-space: nowrap;
`

/** An email address, left to right inside Arabic text. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} dir="ltr">
      {email}
    </a>
  )
}

/** A phone number, left to right inside Arabic text. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
      {phone}
    </a>
  )
}
