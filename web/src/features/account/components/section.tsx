import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { frenchText } from '@/contract/french/typography'
import { Card } from '@/web/src/components/ui/card'
import { useLocale } from '@/web/src/lib/i18n/locale'

const Box = styled(Card)`
  margin-top: 1rem;
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  > p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  form {
    max-width: 28rem;
  }
`

/** One section of the settings tab below the spec's read-only fields: a card, its title and what it does. */
export function AccountSection({
  id,
  icon: Icon,
  title,
  intro,
  children,
}: {
  id: string
  icon: LucideIcon
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  // French typography for a French text; an Arabic one is shown as written.
  const typeset = useLocale() === 'fr' && typeof intro === 'string'
  return (
    <Box aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Icon size={20} aria-hidden="true" /> {title}
      </h3>
      <p>{typeset ? frenchText(intro) : intro}</p>
      {children}
    </Box>
  )
}

/** A success told in place (and announced), beside the toast. */
export const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: #dcfce7;
  color: #14532d;
  font-weight: 500;
  overflow-wrap: anywhere;
`
