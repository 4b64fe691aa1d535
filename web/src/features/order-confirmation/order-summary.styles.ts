/**
 * The confirmation page's look: on screen, a success header and cards; printed, a one-page
 * receipt (no buttons, no contact card; a brand header and the seller's identity line that
 * only exist on paper). The page-wide print rules are in order-confirmation-page.tsx.
 */
import styled, { css, keyframes } from 'styled-components'
import { ButtonAnchor } from '../../components/ui/button-base'
import type { OrderPayment } from './order'

export const printHidden = css`
  @media print {
    display: none !important;
  }
`

export const PrintHeader = styled.div`
  display: none;
  @media print {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding-bottom: 0.75rem;
    margin-bottom: 1.25rem;
    border-bottom: 2px solid #000;
    font-weight: 800;
    font-size: 1.125rem;
    span:last-child {
      margin-inline-start: auto;
      font-weight: 600;
      font-size: 1rem;
    }
  }
`

export const SellerLine = styled.p`
  display: none;
  @media print {
    display: block;
    margin: 1.5rem 0 0;
    padding-top: 0.75rem;
    border-top: 1px solid #000;
    font-size: 0.8125rem;
    line-height: 1.4;
  }
`

export const Hero = styled.header`
  text-align: center;
  max-width: 46rem;
  margin: 0 auto 2.5rem;
  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    letter-spacing: -0.02em;
    margin: 1.25rem 0 0.75rem;
    text-wrap: balance;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.125rem;
    overflow-wrap: anywhere;
    text-wrap: balance;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  @media print {
    text-align: start;
    max-width: none;
    margin: 0 0 1rem;
    h1 {
      font-size: 1.5rem;
      margin: 0 0 0.25rem;
    }
    p {
      font-size: 1rem;
    }
  }
`

const HERO_TONES = {
  success: { background: '#dcfce7', color: '#15803d' },
  pending: { background: '#fef3c7', color: '#b45309' },
  danger: { background: '#fee2e2', color: '#b91c1c' },
  neutral: { background: '#e2e8f0', color: '#334155' },
}

export const HeroIcon = styled.div<{ $tone: keyof typeof HERO_TONES }>`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ $tone }) => HERO_TONES[$tone].background};
  color: ${({ $tone }) => HERO_TONES[$tone].color};
  box-shadow: 0 0 0 10px ${({ $tone }) => HERO_TONES[$tone].background}66;
  ${printHidden}
`

export const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
    gap: 2rem;
  }
  @media print {
    display: block;
  }
`

export const Side = styled.div`
  display: grid;
  gap: 1.5rem;
  @media print {
    display: block;
  }
`

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem 1.25rem;
  min-width: 0;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 1.25rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2rem;
  }
  @media print {
    border: 0;
    border-radius: 0;
    box-shadow: none;
    padding: 0;
    margin: 0 0 1.25rem;
    break-inside: avoid;
    h2 {
      font-size: 1.125rem;
      margin: 0 0 0.5rem;
    }
  }
`

export const Details = styled.dl`
  margin: 0;
  /* Phones: each value under its label; wider: label left, value right, like a receipt. */
  > div {
    display: grid;
    gap: 0.15rem;
    padding: 0.85rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.background};
  }
  > div:first-child {
    padding-top: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    min-width: 0;
  }
  dd strong {
    font-size: 1.125rem;
    letter-spacing: 0.04em;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    > div {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: 1.5rem;
    }
    dt {
      flex: none;
      font-size: 1rem;
    }
    dd {
      text-align: end;
    }
  }
  @media print {
    > div {
      display: flex;
      justify-content: space-between;
      padding: 0.35rem 0;
      border-bottom: 1px solid #999;
    }
    dd {
      text-align: end;
    }
  }
`

export const Amount = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.25rem 1rem;
  margin-top: 1.25rem;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  > span:first-child {
    font-weight: 600;
  }
  > span:last-child {
    white-space: nowrap;
  }
  strong {
    font-size: 1.75rem;
    letter-spacing: -0.01em;
  }
  small {
    margin-inline-start: 0.35rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  @media print {
    margin-top: 0.5rem;
    padding: 0.5rem 0;
    border-bottom: 2px solid #000;
    border-radius: 0;
    strong {
      font-size: 1.375rem;
    }
  }
`

const PAYMENT_COLOURS: Record<OrderPayment, { background: string; color: string }> = {
  paid: { background: '#dcfce7', color: '#166534' },
  confirming: { background: '#fef3c7', color: '#92400e' },
  failed: { background: '#fee2e2', color: '#991b1b' },
  refunded: { background: '#e2e8f0', color: '#334155' },
  unconfirmed: { background: '#fef3c7', color: '#92400e' },
}

/** The payment's status: a colour and always its word. */
export const Badge = styled.span<{ $payment: OrderPayment }>`
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  background: ${({ $payment }) => PAYMENT_COLOURS[$payment].background};
  color: ${({ $payment }) => PAYMENT_COLOURS[$payment].color};
  font-size: 0.875rem;
  font-weight: 700;
  text-align: start;
  @media print {
    padding: 0;
  }
`

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`

export const Skeleton = styled.span<{ $width: string; $height?: string }>`
  display: inline-block;
  vertical-align: middle;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height = '1.1rem' }) => $height};
  border-radius: 6px;
  background: linear-gradient(90deg, #e2e8f0 0%, #f8fafc 50%, #e2e8f0 100%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
  > * {
    flex: 1 1 auto;
  }
  ${printHidden}
`

export const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
  li {
    position: relative;
    counter-increment: step;
    padding-block: 0 1.25rem;
    padding-inline: 3.25rem 0;
    min-height: 2.25rem;
  }
  li:last-child {
    padding-bottom: 0;
  }
  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    inset-inline-start: 0;
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
    font-weight: 800;
  }
  /* The line joining the numbers. */
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 2.5rem;
    bottom: 0.25rem;
    inset-inline-start: calc(1.125rem - 1px);
    border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    font-size: 1rem;
    margin: 0.35rem 0 0.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media print {
    li {
      padding-block: 0 0.4rem;
      padding-inline: 1.75rem 0;
      min-height: 0;
    }
    li::before {
      width: auto;
      height: auto;
      content: counter(step) '.';
      background: none;
      color: #000000;
      font-weight: 700;
    }
    li::after {
      display: none;
    }
    h3 {
      display: inline;
      margin: 0;
      font-size: 1rem;
    }
    h3::after {
      content: ' — ';
    }
    p {
      display: inline;
    }
  }
`

export const HelpCard = styled.section`
  background: #ecfdf5;
  border: 1px solid #a7f3d0;
  border-radius: 16px;
  padding: 1.5rem 1.25rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: #065f46;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2rem;
  }
  ${printHidden}
`

export const WhatsAppButton = styled(ButtonAnchor)`
  background: #047857;
  border-color: #047857;
  color: #ffffff;
  &:hover:not(:disabled) {
    background: #065f46;
    border-color: #065f46;
    color: #ffffff;
  }
`

export const ContactList = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 1rem 0 0;
  border-top: 1px solid #a7f3d0;
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  li svg {
    flex: none;
    color: #047857;
  }
`
