import { useLocation } from 'react-router'
import styled from 'styled-components'
import { type Locale, LOCALE_NAMES, localizedPath } from '@/contract/i18n/locales'
import { useLocale } from '../../lib/i18n/locale'

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: 0.75rem;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`

/** Links that carry a secret (a password link's token, a newsletter's) never write it into the page. */
const SECRET_PARAMS = ['token', 'jeton', 'code']

function withoutSecrets(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of SECRET_PARAMS) params.delete(name)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * The other language's version of this page (issue 37), in the header. A plain link, a whole page
 * load: the page comes back in the other language and direction. `href` names it when it is not
 * the same screen at the other address (an article's translation).
 */
export function LanguageSwitch({ href }: { href?: string }) {
  const locale = useLocale()
  const { pathname, search } = useLocation()
  const other: Locale = locale === 'ar' ? 'fr' : 'ar'
  return (
    <SwitchLink href={href ?? localizedPath(`${pathname}${withoutSecrets(search)}`, other)} hrefLang={other} lang={other}>
      {LOCALE_NAMES[other]}
    </SwitchLink>
  )
}
