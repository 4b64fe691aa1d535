import { ArrowLeft, ArrowRight, Lock, MailCheck, ShieldCheck } from 'lucide-react'
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type FieldPath, useForm, useWatch } from 'react-hook-form'
import styled, { keyframes } from 'styled-components'
import type { ApiFailure } from '@/contract/api'
import { isFunnelOffer, OFFER_PARAM, RESUME_PARAM } from '@/contract/funnel-offers'
import { formatMoneyIn } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'
import type { FunnelForm, FunnelFormValues } from '@/contract/lead-funnel'
import { type CheckoutMethod, FULL_OFFER } from '@/contract/payments'
import { formatPhoneNumber, isDialCode } from '@/contract/phone'
import { Button } from '../../components/ui/button-base'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { useSiteConfig } from '../../config/site-config'
import { ApiError } from '../../lib/api-client'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { lazyResolver } from '../../lib/lazy-resolver'
import { createPaymentSession } from './api/create-payment-session'
import { resumeCheckout } from './api/resume-checkout'
import { saveLead } from './api/save-lead'
import { FieldError } from './components/field-parts'
import { FunnelProgress, type FunnelStep } from './components/funnel-progress'
import { OfferCard } from './components/offer-card'
import { PaymentMethodChoice } from './components/payment-method-choice'
import { PhoneField } from './components/phone-field'
import { ResumeNotice, type ResumeOutcome } from './components/resume-notice'
import { useFunnelText } from './i18n'
import { offerContent } from '../../config/offers'
import { defaultDialCode } from './locale-content'

/** Sent as the spec's call has it (spec 1 §7); the server ignores it and charges its own price. */
const PRICE_ID = 'price_business_creation_complete'
/** Spec 1 §4 and §9. */
const REDIRECT_HOME_AFTER_GUIDE_MS = 2000
const REDIRECT_TO_PAYMENT_MS = 1500

/**
 * The funnel's rules (contract/lead-funnel.ts, with zod): loaded once the visitor shows intent (a
 * field focused) or the inputs already hold something, not with the island, so the page comes to
 * life without evaluating them. Until then step 1 counts as incomplete, as it is when empty.
 */
type FunnelRules = typeof import('@/contract/lead-funnel')
let rulesLoading: Promise<FunnelRules> | undefined
const loadRules = () =>
  (rulesLoading ??= import('@/contract/lead-funnel').catch((error: unknown) => {
    rulesLoading = undefined
    throw error
  }))

type FieldName = FieldPath<FunnelFormValues>
const STEP_1_FIELDS = ['nomComplet', 'email', 'countryCode', 'telephone'] as const satisfies readonly FieldName[]
const FIELD_NAMES: readonly FieldName[] = [...STEP_1_FIELDS, 'offre', 'paymentMethod', 'terms', 'immediateStart']

/** The euro price when the server says no way to pay (its checkout then answers that payment is unavailable). */
const FALLBACK_METHODS: readonly CheckoutMethod[] = [
  { id: 'international-card', label: '', amountMinor: FULL_OFFER.amountMinor, currency: FULL_OFFER.currency },
]

type Text = ReturnType<typeof useFunnelText>

/** An amount inside the page's text: left to right, isolated, in Arabic too. */
const amount = (locale: Locale, method: CheckoutMethod, dropZeroDecimals?: boolean) => (
  <bdi>{formatMoneyIn(locale, method.amountMinor, method.currency, { dropZeroDecimals })}</bdi>
)

/** 'a ou b ou c', each an element. */
const orList = (t: Text, items: ReactNode[]): ReactNode => items.reduce((first, second) => t.rich('or', {}, { first, second }))

/**
 * '997 €' or '150 000 DA' on the card, the first way to pay's price, with the other's in the note
 * when there are two (formatMoneyIn: the same text in the server's HTML and the browser).
 */
function offerPrice(t: Text, methods: readonly CheckoutMethod[]): { price: ReactNode; note: ReactNode } {
  const [first, ...others] = methods.map((method) => amount(t.locale, method, true))
  return {
    price: first,
    note: others.length > 0 ? t.rich('price.noteOthers', {}, { others: orList(t, others) }) : t('price.noteSingle'),
  }
}

/** '997,00 € TTC' or '150 000,00 DA TTC' on the total line, once the offer and the way to pay are known. */
const formatTotal = (t: Text, method: CheckoutMethod) => t.rich('total.amount', {}, { amount: amount(t.locale, method) })

const Card = styled.form`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px;
  box-shadow:
    0 1px 2px rgba(15, 23, 42, 0.06),
    0 16px 40px rgba(15, 23, 42, 0.08);
  padding: 1.5rem 1.25rem 1.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 2rem 2rem 2.25rem;
  }
`

const Step = styled.section`
  &[hidden] {
    display: none;
  }
`

const StepTitle = styled.h2`
  font-size: 1.5rem;
  letter-spacing: -0.01em;
  margin: 0 0 0.35rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid var(--focus-ring);
  }
`

const StepLead = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Actions = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.75rem;
  margin-top: 1.75rem;
  button {
    min-height: 52px;
    font-size: 1.0625rem;
  }
  /* The arrows point the way the page reads: forward to the left in Arabic. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    justify-content: ${({ $end }) => ($end ? 'flex-end' : 'space-between')};
    align-items: center;
    button[type='submit'] {
      min-width: 12rem;
    }
  }
`

const NextHint = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    text-align: end;
  }
`

const Privacy = styled.p`
  margin: 1.5rem 0 0;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  display: flex;
  gap: 0.5rem;
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
`

const Offers = styled.fieldset`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0.5rem 0 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
  }
`

const Consents = styled.fieldset`
  margin: 1.5rem 0 0;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
  display: grid;
  gap: 1rem;
  min-width: 0;
  legend {
    float: inline-start;
    width: 100%;
    padding: 0;
    margin-bottom: 0.25rem;
    font-weight: 700;
  }
`

const Consent = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem 0.75rem;
  align-items: start;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  label {
    font-size: 0.95rem;
    cursor: pointer;
  }
  [role='alert'] {
    grid-column: 2;
  }
`

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  margin: 1.5rem 0 0;
  font-weight: 600;
  strong {
    font-size: 1.25rem;
  }
`

const Reassurance = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`

const spin = keyframes`to { transform: rotate(360deg); }`
const ButtonSpinner = styled.span`
  width: 1.1rem;
  height: 1.1rem;
  border: 2px solid rgba(255, 255, 255, 0.45);
  border-top-color: #ffffff;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

const Success = styled.div`
  text-align: center;
  padding: 1rem 0 0.5rem;
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
  h2 {
    margin: 1rem 0 0.5rem;
  }
  p {
    margin: 0 auto 0.75rem;
    max-width: 30rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

type Phase = 'editing' | 'processing' | 'redirecting' | 'guide-sent'

/** The server's refusal, from an error answer or a 200 with success: false. */
class FunnelFailure extends Error {
  constructor(readonly data: Partial<ApiFailure> | undefined) {
    super(data?.error ?? 'failure')
  }
}

function failureOf(error: unknown): Partial<ApiFailure> | undefined {
  if (error instanceof FunnelFailure) return error.data
  if (error instanceof ApiError) return error.data
  return undefined
}

const isWebAddress = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\//.test(url)

/** '+213 0550123456' (as the funnel sent it) → its dial code and the number as the field shows it. */
function splitTelephone(telephone: string, fallbackCode: string): { code: string; number: string } {
  const match = /^(\+\d{1,4}) (.*)$/.exec(telephone)
  const code = match && isDialCode(match[1]) ? match[1] : fallbackCode
  return { code, number: formatPhoneNumber(code, match ? match[2] : telephone) }
}

/** The address without ?reprise=: the token has done its work, a reload must not replay it. */
function dropResumeParam() {
  const url = new URL(window.location.href)
  url.searchParams.delete(RESUME_PARAM)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * The lead funnel (spec 1 §2, §4, §5): step 1 the contact (name, email, WhatsApp number), step 2
 * the offer, then the guide request or the payment session. One island (web/src/app/islands.ts):
 * its server HTML is step 1 exactly as it looks once alive, and what a visitor types before it
 * comes to life is kept (the form starts from the inputs' own values, like the contact form).
 */
export default function LeadFunnel() {
  const t = useFunnelText()
  const href = useLocalizedHref()
  const initialCode = defaultDialCode(t.locale)
  const offers = offerContent(t.locale)
  const [step, setStep] = useState<FunnelStep>(1)
  const [phase, setPhase] = useState<Phase>('editing')
  /** The address the guide goes to, as the server received it. */
  const [guideSentTo, setGuideSentTo] = useState('')
  /** Back from a provider's cancel (?reprise=…): what happened to the payment. */
  const [resumeOutcome, setResumeOutcome] = useState<ResumeOutcome | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const step1Title = useRef<HTMLHeadingElement>(null)
  const step2Title = useRef<HTMLHeadingElement>(null)
  const successTitle = useRef<HTMLHeadingElement>(null)
  const inFlight = useRef(false)
  const { paymentMethods } = useSiteConfig()
  const methods = paymentMethods.length > 0 ? paymentMethods : FALLBACK_METHODS
  /** Chargily (DZD) and Stripe (EUR) both configured: the visitor chooses the card. */
  const choosePaymentMethod = methods.length > 1
  const [rules, setRules] = useState<FunnelRules | null>(null)
  const { resolver, preload } = useMemo(
    () =>
      lazyResolver(async () => {
        const [{ zodResolver }, { funnelFormSchemaFor }] = await Promise.all([import('@hookform/resolvers/zod'), loadRules()])
        return zodResolver(funnelFormSchemaFor({ choosePaymentMethod }))
      }),
    [choosePaymentMethod],
  )
  const loadRulesNow = useCallback(() => {
    preload()
    void loadRules().then(setRules, () => {})
  }, [preload])
  const fullOfferPrice = offerPrice(t, methods)
  /** Where focus goes once the step shown has changed. */
  const pendingFocus = useRef<'title' | FieldName | null>(null)

  const {
    register,
    control,
    handleSubmit,
    trigger,
    setValue,
    setError,
    setFocus,
    getValues,
    getFieldState,
    formState: { errors },
    // No defaultValues: registering would then overwrite what was typed before the island came to life.
  } = useForm<FunnelFormValues, unknown, FunnelForm>({ resolver, mode: 'onTouched' })

  const [nomComplet, email, countryCode, telephone, offre, paymentMethod] = useWatch({
    control,
    name: ['nomComplet', 'email', 'countryCode', 'telephone', 'offre', 'paymentMethod'],
  })
  const checkoutMethod = choosePaymentMethod ? methods.find((method) => method.id === paymentMethod) : methods[0]
  const dialCode = typeof countryCode === 'string' && isDialCode(countryCode) ? countryCode : initialCode
  const step1Valid =
    rules?.leadContactSchema.safeParse({
      nomComplet: nomComplet ?? '',
      email: email ?? '',
      countryCode: dialCode,
      telephone: telephone ?? '',
    }).success ?? false
  const busy = phase !== 'editing'

  // Once alive: take over what the inputs already hold (typed before hydration), number formatted.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const read = (name: string) => {
      const element = form.elements.namedItem(name)
      return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : ''
    }
    const code = isDialCode(read('countryCode')) ? read('countryCode') : initialCode
    setValue('countryCode', code)
    setValue('nomComplet', read('nomComplet'))
    setValue('email', read('email'))
    setValue('telephone', formatPhoneNumber(code, read('telephone')))
    // ?offre=complet or ?offre=guide (the landing page's offer buttons): that offer is chosen on step 2.
    const chosen = new URLSearchParams(window.location.search).get(OFFER_PARAM)
    if (isFunnelOffer(chosen)) setValue('offre', chosen)
    if (read('nomComplet') || read('email') || read('telephone')) loadRulesNow()
  }, [setValue, loadRulesNow, initialCode])

  // ?reprise=<token>: back from a provider's cancel. The server gives the details back (never the
  // address) and the funnel reopens at step 2 with them; a paid order goes to its confirmation.
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get(RESUME_PARAM)
    if (!token) return
    let current = true
    resumeCheckout(token).then(
      ({ resume }) => {
        if (!current) return
        if (resume.confirmationUrl) {
          window.location.assign(href(resume.confirmationUrl))
          return
        }
        dropResumeParam()
        const { code, number } = splitTelephone(resume.telephone, initialCode)
        setValue('nomComplet', resume.nomComplet)
        setValue('email', resume.email)
        setValue('countryCode', code)
        setValue('telephone', number)
        setValue('offre', resume.offre)
        loadRulesNow()
        setResumeOutcome(resume.payment === 'failed' || resume.payment === 'pending' ? resume.payment : 'cancelled')
        pendingFocus.current = 'title'
        setStep(2)
      },
      (error: unknown) => {
        if (!current) return
        // Unknown or too old: say so on step 1. A network failure leaves the address, so a reload retries.
        if (error instanceof ApiError && error.status === 404) {
          dropResumeParam()
          setResumeOutcome('expired')
        }
      },
    )
    return () => {
      current = false
    }
  }, [setValue, loadRulesNow, href, initialCode])

  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    if (target === 'title') (step === 1 ? step1Title : step2Title).current?.focus()
    else setFocus(target)
  }, [step, setFocus])

  useEffect(() => {
    if (phase === 'guide-sent') successTitle.current?.focus()
  }, [phase])

  const goToStep = (next: FunnelStep, focus: 'title' | FieldName = 'title') => {
    pendingFocus.current = focus
    setStep(next)
  }

  const onDialCodeChange = () => {
    const code = getValues('countryCode')
    const phone = getFieldState('telephone')
    setValue('telephone', formatPhoneNumber(code, getValues('telephone') ?? ''), { shouldValidate: phone.isTouched || phone.invalid })
  }

  const next = async () => {
    if (await trigger(STEP_1_FIELDS, { shouldFocus: true })) goToStep(2)
  }

  /** The server's per-field messages land on the fields; step 1's send the visitor back there. */
  const showServerFields = (fields: Record<string, string> | undefined) => {
    const named = Object.entries(fields ?? {})
      .map(([key, message]) => [key === 'consents' ? 'terms' : key.replace(/^(metadata\.formData|consents)\./, ''), message] as const)
      .filter((entry): entry is [FieldName, string] => FIELD_NAMES.includes(entry[0] as FieldName))
    for (const [name, message] of named) setError(name, { message })
    const onStep1 = named.find(([name]) => (STEP_1_FIELDS as readonly FieldName[]).includes(name))
    if (onStep1) goToStep(1, onStep1[0])
    else if (named[0]) setFocus(named[0][0])
  }

  const finalise = async (values: FunnelForm) => {
    // A double click sends one request: the second submit comes before the disabled button renders.
    if (inFlight.current) return
    inFlight.current = true
    setPhase('processing')
    const fallback = t(values.offre === 'guide' ? 'error.guide' : 'error.payment')
    try {
      // Loaded already: the form was checked with them.
      const phone = (await loadRules()).funnelTelephone(values.countryCode, values.telephone)
      if (values.offre === 'guide') {
        const answer = await saveLead({
          nomComplet: values.nomComplet,
          email: values.email,
          telephone: phone,
          offre: 'guide',
          type: 'guide_request',
        })
        if (!answer.success) throw new FunnelFailure(answer)
        // The success panel says it (announced, focused); a toast saying it again would only repeat it.
        setGuideSentTo(values.email)
        setPhase('guide-sent')
        setTimeout(() => window.location.assign(href('/')), REDIRECT_HOME_AFTER_GUIDE_MS)
        return
      }
      const answer = await createPaymentSession({
        priceId: PRICE_ID,
        metadata: {
          service: FULL_OFFER.service,
          formData: JSON.stringify({ nomComplet: values.nomComplet, email: values.email, telephone: phone, offre: 'complet' }),
        },
        consents: { terms: true, immediateStart: true },
        ...(values.paymentMethod ? { paymentMethod: values.paymentMethod } : {}),
      })
      if (!answer.success || !isWebAddress(answer.url)) throw new FunnelFailure(answer.success ? undefined : answer)
      setPhase('redirecting')
      const url = answer.url
      setTimeout(() => window.location.assign(url), REDIRECT_TO_PAYMENT_MS)
    } catch (error) {
      inFlight.current = false
      setPhase('editing')
      const failure = failureOf(error)
      showServerFields(failure?.fields)
      const message = failure?.error || failure?.message
      toast({ variant: 'destructive', title: t('error.title'), description: message ? t('error.withMessage', { message }) : fallback })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 1) {
      event.preventDefault()
      void next()
      return
    }
    if (busy) {
      event.preventDefault()
      return
    }
    void handleSubmit(finalise)(event)
  }

  const dialCodeField = register('countryCode', { onChange: onDialCodeChange })
  const offerField = register('offre')
  const offerError = errors.offre?.message
  const newTab = <VisuallyHidden />
  const busyText = phase === 'redirecting' ? t('redirecting') : phase === 'processing' ? t('processing') : ''

  return (
    <Card ref={formRef} noValidate onSubmit={onSubmit} onFocus={loadRulesNow} aria-label={t('form.label')}>
      <FunnelProgress step={step} />

      <Step hidden={step !== 1} aria-labelledby="funnel-step-1-title">
        <StepTitle id="funnel-step-1-title" ref={step1Title} tabIndex={-1}>
          {t('step1.title')}
        </StepTitle>
        <StepLead>{t('step1.lead')}</StepLead>
        {resumeOutcome === 'expired' ? <ResumeNotice outcome="expired" /> : null}
        <FormField
          id="funnel-nom"
          label={t('field.name')}
          autoComplete="name"
          autoCapitalize="words"
          error={errors.nomComplet?.message}
          {...register('nomComplet')}
        />
        <FormField
          id="funnel-email"
          label={t('field.email')}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          dialCode={dialCode}
          dialCodeField={dialCodeField}
          phoneField={register('telephone')}
          error={errors.telephone?.message}
          dialCodeError={errors.countryCode?.message}
        />
        <Actions $end>
          {/* Disabled on step 2 too: Enter on an offer or a consent must not send the form through this button. */}
          <Button type="submit" disabled={!step1Valid || step !== 1} aria-describedby={step1Valid ? undefined : 'funnel-suivant-hint'}>
            {t('next')}
            <ArrowRight size={18} aria-hidden="true" />
          </Button>
        </Actions>
        {step1Valid ? null : <NextHint id="funnel-suivant-hint">{t('next.hint')}</NextHint>}
        <Privacy>
          <Lock size={16} aria-hidden="true" />
          <span>
            {t.rich('privacy', { link: <a href={href('/politique-confidentialite')} target="_blank" rel="noopener" />, hidden: newTab })}
          </span>
        </Privacy>
      </Step>

      <Step hidden={step !== 2} aria-labelledby="funnel-step-2-title">
        {phase === 'guide-sent' ? (
          <Success role="status">
            <MailCheck size={48} aria-hidden="true" />
            <h2 ref={successTitle} tabIndex={-1}>
              {t('guide.title')}
            </h2>
            <p>{t.rich('guide.text', { strong: <strong /> }, { email: <bdi>{guideSentTo}</bdi> })}</p>
            <p>{t('guide.home')}</p>
          </Success>
        ) : (
          <>
            <StepTitle id="funnel-step-2-title" ref={step2Title} tabIndex={-1}>
              {t('step2.title')}
            </StepTitle>
            <StepLead>{t('step2.lead')}</StepLead>
            {resumeOutcome && resumeOutcome !== 'expired' ? <ResumeNotice outcome={resumeOutcome} /> : null}
            <Offers aria-describedby={offerError ? 'funnel-offre-error' : undefined}>
              <VisuallyHidden as="legend">{t('offers.legend')}</VisuallyHidden>
              <OfferCard
                value="complet"
                title={offers.full.title}
                price={fullOfferPrice.price}
                priceNote={fullOfferPrice.note}
                summary={offers.full.summary}
                features={offers.full.features}
                badge={t('offer.badge')}
                selected={offre === 'complet'}
                invalid={Boolean(offerError)}
                field={offerField}
              />
              <OfferCard
                value="guide"
                title={offers.guide.title}
                price={t('offer.free')}
                priceNote={t('offer.guideNote')}
                summary={offers.guide.summary}
                features={offers.guide.features}
                selected={offre === 'guide'}
                invalid={Boolean(offerError)}
                field={offerField}
              />
              {offerError ? <FieldError id="funnel-offre-error">{offerError}</FieldError> : null}
            </Offers>

            {offre === 'complet' && choosePaymentMethod ? (
              <PaymentMethodChoice
                methods={methods}
                selected={paymentMethod}
                error={errors.paymentMethod?.message}
                field={register('paymentMethod')}
              />
            ) : null}

            {offre === 'complet' ? (
              <Consents>
                <legend>{t('consents.legend')}</legend>
                <Consent>
                  <input
                    type="checkbox"
                    id="funnel-cgv"
                    aria-invalid={errors.terms ? true : undefined}
                    aria-describedby={errors.terms ? 'funnel-cgv-error' : undefined}
                    {...register('terms')}
                  />
                  <label htmlFor="funnel-cgv">
                    {t.rich('consents.terms', {
                      link: <a href={href('/conditions-generales')} target="_blank" rel="noopener" />,
                      hidden: newTab,
                    })}
                  </label>
                  {errors.terms?.message ? <FieldError id="funnel-cgv-error">{errors.terms.message}</FieldError> : null}
                </Consent>
                <Consent>
                  <input
                    type="checkbox"
                    id="funnel-demarrage"
                    aria-invalid={errors.immediateStart ? true : undefined}
                    aria-describedby={errors.immediateStart ? 'funnel-demarrage-error' : undefined}
                    {...register('immediateStart')}
                  />
                  <label htmlFor="funnel-demarrage">
                    {t.rich('consents.immediateStart', {
                      link: <a href={href('/conditions-generales#retractation')} target="_blank" rel="noopener" />,
                      hidden: newTab,
                    })}
                  </label>
                  {errors.immediateStart?.message ? (
                    <FieldError id="funnel-demarrage-error">{errors.immediateStart.message}</FieldError>
                  ) : null}
                </Consent>
              </Consents>
            ) : null}

            {(offre === 'complet' && checkoutMethod) || offre === 'guide' ? (
              <Total>
                <span>{t('total')}</span>
                <strong>{offre === 'complet' && checkoutMethod ? formatTotal(t, checkoutMethod) : t('offer.free')}</strong>
              </Total>
            ) : null}

            <Actions>
              <Button $variant="secondary" onClick={() => goToStep(1)} disabled={busy}>
                <ArrowLeft size={18} aria-hidden="true" />
                {t('back')}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? <ButtonSpinner aria-hidden="true" /> : null}
                {busyText || t('finalise')}
              </Button>
            </Actions>
            <VisuallyHidden role="status">{busyText}</VisuallyHidden>
            <Reassurance>
              <li>
                <Lock size={15} aria-hidden="true" />
                {t('reassurance.secure')}
              </li>
              <li>
                <ShieldCheck size={15} aria-hidden="true" />
                <a href={href('/conditions-generales#garantie-30-jours')} target="_blank" rel="noopener">
                  {t('reassurance.guarantee')}
                  <VisuallyHidden>{t('newTab')}</VisuallyHidden>
                </a>
              </li>
            </Reassurance>
          </>
        )}
      </Step>
    </Card>
  )
}
