import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { useSiteConfig } from '../../config/site-config'
import { LogoMark } from '../brand/logo'
import { useLayoutText } from './i18n'

/** A centred column of the site's width, with the side padding every shell uses. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 0 1rem;
  }
`

/** The back-office's column, wider by its navigation's width from 1024 px (app-shell.tsx). */
export const WideContainer = styled(Container)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    max-width: calc(${({ theme }) => theme.contentWidth} + 16rem);
  }
`

const Header = styled.header<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media print {
    display: none;
  }
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 64px;
`

const BrandSide = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: 8px;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  /* Phones: the mark alone, so the links beside it keep their full wording on one line. */
  @media (max-width: 479px) {
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

/** The audience the shell serves ('Espace client', 'Administration'), beside the brand. */
const Context = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  /* Phones: the page's own title says where one is; the bar keeps its room for the links. */
  @media (max-width: 479px) {
    &[data-with-links] {
      display: none;
    }
  }
`

/** The end side of the bar (right in French, left in Arabic): links and buttons, 44 px targets, wrapping never. */
export const HeaderLinks = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  a.nav,
  button.nav {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 0.6rem;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  a.nav:hover,
  button.nav:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: 0.5rem;
  }
  /* Phones: the links, the main button and the language switch hold on one line down to 360 px. */
  @media (max-width: 479px) {
    gap: 0.125rem;
    a.nav,
    button.nav {
      padding: 0 0.4rem;
    }
    > a[hreflang] {
      padding-inline: 0.4rem;
    }
    > a:not(.nav):not([hreflang]) {
      padding-inline: 0.7rem;
    }
  }
  @media (max-width: 419px) {
    font-size: 0.875rem;
  }
  @media (max-width: 374px) {
    gap: 0;
    a.nav,
    button.nav {
      padding: 0 0.35rem;
    }
  }
`

/**
 * The one brand header of every shell (public site, account pages, funnel, client area,
 * back-office): the mark and the site's name linking home at the start (left in French, right in Arabic), at
 * the same place and with the same look everywhere; what each audience needs at the end (`children`).
 */
export function BrandHeader({
  children,
  navLabel,
  context,
  sticky = true,
  banner,
  wide = false,
}: {
  children?: ReactNode
  /** Names the bar as a navigation landmark (the public site's 'Navigation principale'). */
  navLabel?: string
  context?: string
  sticky?: boolean
  /** A notice above the bar, inside the same banner landmark (the test checkout's warning). */
  banner?: ReactNode
  /** The back-office's wider column (WideContainer), so the bar lines up with its navigation. */
  wide?: boolean
}) {
  const { siteName } = useSiteConfig()
  const t = useLayoutText()
  const Column = wide ? WideContainer : Container
  return (
    <Header $sticky={sticky}>
      {banner}
      <Column>
        <Bar as={navLabel ? 'nav' : 'div'} aria-label={navLabel}>
          <BrandSide>
            <Brand to="/" aria-label={t('header.home', { siteName })}>
              <LogoMark />
              <span>{siteName}</span>
            </Brand>
            {context ? <Context data-with-links={children ? '' : undefined}>{context}</Context> : null}
          </BrandSide>
          {children ? <HeaderLinks>{children}</HeaderLinks> : null}
        </Bar>
      </Column>
    </Header>
  )
}
