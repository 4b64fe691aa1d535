import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { NEWSLETTER_HONEYPOT_FIELD, type NewsletterSignupInput, type NewsletterSignupValues } from '@/contract/newsletter'
import { Button } from '../../components/ui/button-base'
import { FormField } from '../../components/ui/form-field'
import { ApiError, serverMessage } from '../../lib/api-client'
import { useLocale, useLocalizedHref } from '../../lib/i18n/locale'
import { lazyResolver } from '../../lib/lazy-resolver'
import { subscribeToNewsletter } from './api/newsletter-api'
import { useNewsletterText } from './i18n'

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { newsletterSignupSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/contract/newsletter'),
  ])
  return zodResolver(newsletterSignupSchema)
})

const Box = styled.section`
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2rem 2.5rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    gap: 2rem;
    align-items: center;
  }
  h2 {
    font-size: 1.375rem;
    letter-spacing: -0.01em;
    margin: 0 0 0.5rem;
  }
  > div > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0 0.75rem;
  margin-top: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    align-items: flex-start;
    > :first-child {
      flex: 1;
    }
    button {
      margin-top: 1.6rem;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    margin-top: 0;
  }
  button {
    min-height: 44px;
    white-space: nowrap;
  }
`

const Small = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Done = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  margin-top: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    margin-top: 0;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
  }
`

/** Off-screen, out of the tab order and hidden from assistive technologies: only bots fill it. */
const Honeypot = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export interface NewsletterSignupProps {
  /** Explicit ids (an island cannot use useId): one box per page, but each page its own prefix. */
  idPrefix: string
}

/**
 * The newsletter's signup box (an island of /blog and of each article; issue 36 item 4). Without
 * JavaScript it is a plain form posted to /api/newsletter (with the page's language), answered by a
 * redirect to /newsletter's result page in that language; alive, it posts JSON and answers in place.
 * The rules are the server's own schema.
 */
export default function NewsletterSignup({ idPrefix }: NewsletterSignupProps) {
  const t = useNewsletterText()
  const href = useLocalizedHref()
  const locale = useLocale()
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSignupValues, unknown, NewsletterSignupInput>({ resolver })
  const headingId = `${idPrefix}-titre`

  const onSubmit = async (values: NewsletterSignupInput) => {
    try {
      setSent((await subscribeToNewsletter(values)).message)
    } catch (error) {
      const field = error instanceof ApiError ? error.data?.fields?.email : undefined
      setError('email', { message: field ?? serverMessage(error, t('signup.failed')) })
    }
  }

  return (
    <Box aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{t('signup.title')}</h2>
        <p>{t('signup.lead')}</p>
      </div>
      {sent ? (
        <Done role="status">
          <MailCheck size={24} aria-hidden="true" />
          <p>{sent}</p>
        </Done>
      ) : (
        <form method="post" action="/api/newsletter" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
          <Row>
            <FormField
              id={`${idPrefix}-email`}
              label={t('signup.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              placeholder={t('signup.placeholder')}
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('signup.sending') : t('signup.submit')}
            </Button>
          </Row>
          {/* The page's language: sent without JavaScript, the browser's Accept-Language may name another. */}
          <input type="hidden" defaultValue={locale} {...register('language')} />
          <Honeypot aria-hidden="true">
            <label htmlFor={`${idPrefix}-website`}>{t('signup.honeypot')}</label>
            <input id={`${idPrefix}-website`} type="text" tabIndex={-1} autoComplete="off" {...register(NEWSLETTER_HONEYPOT_FIELD)} />
          </Honeypot>
          <Small>{t.rich('signup.privacy', { link: <a href={href('/politique-confidentialite')} /> })}</Small>
        </form>
      )}
    </Box>
  )
}
