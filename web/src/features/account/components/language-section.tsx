import { Languages } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import styled from 'styled-components'
import { isLocale, type Locale, LOCALE_NAMES, LOCALES, localizedPath, textDirection } from '@/contract/i18n/locales'
import { Button } from '@/web/src/components/ui/button'
import { ChoiceCard, ChoiceFieldset } from '@/web/src/components/ui/choice-card'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { useLocale } from '@/web/src/lib/i18n/locale'
import { updateLanguage, useAccount } from '../api/account-api'
import { useAccountText } from '../i18n'
import { AccountSection, Notice } from './section'

const Choices = styled(ChoiceFieldset)`
  max-width: 36rem;
  margin: 0 0 1rem;
  legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  > div {
    display: grid;
    gap: 0.75rem;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  label {
    display: block;
    font-weight: 600;
  }
  small {
    display: block;
    margin-top: 0.2rem;
    font-weight: 400;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Failure = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`

const SwitchLink = styled.a`
  display: inline-block;
  margin-top: 0.35rem;
  font-weight: 600;
`

function LanguageForm({ current }: { current: Locale }) {
  const t = useAccountText()
  const pageLocale = useLocale()
  const { mutate } = useAccount()
  const [choice, setChoice] = useState<Locale>(current)
  const [saved, setSaved] = useState<Locale | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      const details = await updateLanguage(choice)
      await mutate(details, { revalidate: false })
      setSaved(choice)
      toast({ title: t('language.saved') })
    } catch (error) {
      setFailure(serverMessage(error, t('language.failed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <div role="status">
        {saved ? (
          <Notice>
            {t('language.savedIn', { language: t(`language.name.${saved}`) })}
            {saved !== pageLocale ? (
              <>
                <br />
                {/* The same tab in the chosen language, named in that language. */}
                <SwitchLink
                  href={localizedPath('/dashboard?tab=parametres', saved)}
                  hrefLang={saved}
                  lang={saved}
                  dir={textDirection(saved)}
                >
                  {useAccountText.in(saved)('language.switch')}
                </SwitchLink>
              </>
            ) : null}
          </Notice>
        ) : null}
      </div>
      <Choices>
        <legend>{t('language.legend')}</legend>
        <div>
          {LOCALES.map((locale) => (
            <ChoiceCard key={locale} $selected={choice === locale} $invalid={false}>
              <input
                type="radio"
                id={`account-language-${locale}`}
                name="language"
                value={locale}
                checked={choice === locale}
                onChange={() => setChoice(locale)}
              />
              <label htmlFor={`account-language-${locale}`}>
                <span lang={locale}>{LOCALE_NAMES[locale]}</span>
                <small>{t(`language.${locale}.hint`)}</small>
              </label>
            </ChoiceCard>
          ))}
        </div>
      </Choices>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Button type="submit" disabled={busy || choice === current}>
        {busy ? t('saving') : t('language.submit')}
      </Button>
    </form>
  )
}

/**
 * « Langue » (issue 37): the account's language, which its emails and documents (receipts,
 * invoices, the guide) follow; once saved in the other language than the page's, a link to this
 * tab in that language.
 */
export function LanguageSection() {
  const t = useAccountText()
  const pageLocale = useLocale()
  const { data, error, mutate } = useAccount()
  const stored = data?.account.language
  const current: Locale = isLocale(stored) ? stored : pageLocale
  return (
    <AccountSection id="account-language" icon={Languages} title={t('language.title')} intro={t('language.intro')}>
      {data ? (
        // Not keyed on the language: saving it changes `current`, and the form keeps its notice.
        <LanguageForm current={current} />
      ) : error ? (
        <>
          <p role="alert">{t('language.loadFailed')}</p>
          <Button $variant="secondary" onClick={() => mutate()}>
            {t('retry')}
          </Button>
        </>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </AccountSection>
  )
}
