/** The look shared by the cards of the back-office's inboxes (contacts, service requests). */
import styled from 'styled-components'

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`

export const CardItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem;
  }
`

export const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.875rem;
  min-width: 0;
`

export const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 700;
  font-size: 0.95rem;
  letter-spacing: 0.02em;
`

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.2rem;
`

export const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.6rem;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
`

export const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** Email, phone, company: one per line on phones, side by side when there is room. */
export const Details = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      min-height: 32px;
    }
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  > a {
    flex: 1 1 auto;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      flex: 0 0 auto;
    }
  }
`

/** 'Karim Benali' → 'KB'; one word → its first letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1)
  return letters.map((word) => word!.charAt(0).toLocaleUpperCase('fr-FR')).join('')
}
