import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'

const Card = styled.div<{ $selected: boolean; $invalid: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem 1.25rem 1.5rem;
  border-radius: 14px;
  border: 2px solid
    ${({ $selected, $invalid, theme }) => ($selected ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  box-shadow: ${({ $selected }) => ($selected ? '0 12px 32px rgba(29, 78, 216, 0.14)' : 'none')};
  transition:
    border-color 120ms ease-out,
    background-color 120ms ease-out;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
    font-size: 0.95rem;
  }
  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  li svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.success};
  }
`

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.2rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    /* Above the label's cover (below), so the radio itself still takes its clicks. */
    position: relative;
    z-index: 1;
  }
  /* The label covers the whole card: a click anywhere on it chooses the offer, with or without JavaScript. */
  label {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    cursor: pointer;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`

const Title = styled.span`
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`

const Price = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.35rem;
  strong {
    white-space: nowrap;
    font-size: 1.5rem;
    letter-spacing: -0.02em;
  }
  span {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    font-weight: 600;
  }
`

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

const Details = styled.div`
  display: grid;
  gap: 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding-inline-start: 2rem;
  }
`

const Badge = styled.span`
  position: absolute;
  top: -0.8rem;
  inset-inline-end: 1rem;
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
`

/**
 * One offer as a radio choice: a native radio (arrow keys move between offers, the group is
 * one tab stop) named by its title and price, its contents tied to it as a description.
 */
export function OfferCard({
  value,
  title,
  price,
  priceNote,
  summary,
  features,
  badge,
  selected,
  invalid,
  describedBy,
  field,
}: {
  value: string
  title: string
  /** Amounts inside are isolated (<bdi>) by the caller: they read left to right in Arabic too. */
  price: ReactNode
  priceNote: ReactNode
  summary: string
  features: readonly string[]
  badge?: string
  selected: boolean
  invalid: boolean
  /** The group's error, when there is one. */
  describedBy?: string
  field: UseFormRegisterReturn<'offre'>
}) {
  const id = `funnel-offre-${value}`
  return (
    <Card $selected={selected} $invalid={invalid}>
      {badge ? <Badge aria-hidden="true">{badge}</Badge> : null}
      <Head>
        <input
          type="radio"
          id={id}
          value={value}
          aria-describedby={[`${id}-details`, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid ? true : undefined}
          {...field}
        />
        <label htmlFor={id}>
          <Title>
            {title}
            {badge ? <VisuallyHidden>{` (${badge.toLowerCase()})`}</VisuallyHidden> : null}
          </Title>
          {/* The spaces separate the parts of the radio's name ('Guide de création Gratuit PDF par email'). */}{' '}
          <Price>
            <strong>{price}</strong> <span>{priceNote}</span>
          </Price>
        </label>
      </Head>
      <Details id={`${id}-details`}>
        <Summary>{summary}</Summary>
        <ul>
          {features.map((feature) => (
            <li key={feature}>
              <Check size={16} strokeWidth={3} aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </Details>
    </Card>
  )
}
