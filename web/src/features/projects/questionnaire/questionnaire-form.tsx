import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { type Control, type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { intlLocale } from '@/contract/i18n/locales'
import { COMPANY_COUNTRIES } from '@/contract/projects'
import {
  COUNTRY_CURRENCY,
  earliestStartDate,
  isIndividualForm,
  isSoleForm,
  latestStartDate,
  MAX_PARTNERS,
  type QuestionnaireDraft,
  type QuestionnaireResponse,
} from '@/contract/questionnaire'
import { Button } from '@/web/src/components/ui/button'
import { DirectionalIcon } from '@/web/src/components/ui/directional-icon'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { ProgressBar } from '@/web/src/components/ui/progress-bar'
import { SelectField } from '@/web/src/components/ui/select-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { ApiError, serverMessage } from '@/web/src/lib/api-client'
import { useProjectsText } from '../i18n'
import { ChoiceGroup } from './choice-group'
import { saveQuestionnaire } from './questionnaire-api'
import { QuestionnaireSummary } from './questionnaire-summary'
import {
  CURRENCY_CHOICES,
  emptyPartner,
  fieldErrors,
  formsOf,
  questionnaireResolver,
  type QuestionnaireValues,
  toAnswers,
  valuesFrom,
} from './questionnaire-values'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

type FieldName = FieldPath<QuestionnaireValues>

/** The shared schemas' messages in the page's language (the API catalogue on an Arabic page). */
const localizedQuestionnaireResolver = localizedResolver(questionnaireResolver)

interface StepDefinition {
  /** The step's title and lead are the catalogue's `q.step.<index>.title` and `.lead`. */
  index: 0 | 1 | 2 | 3 | 4
  /** The fields this step checks (and where an error in them sends the founder back). */
  fields: readonly FieldName[]
}

const STEPS: readonly StepDefinition[] = [
  { index: 0, fields: ['country', 'city'] },
  { index: 1, fields: ['legalForm', 'activity'] },
  { index: 2, fields: ['companyNames'] },
  { index: 3, fields: ['partners', 'capitalAmount', 'capitalCurrency'] },
  { index: 4, fields: ['startDate'] },
]

/** The step holding a field ('partners.0.share' is step 4's). */
const stepOf = (field: string) => {
  const index = STEPS.findIndex((step) => step.fields.some((name) => field === name || field.startsWith(`${name}.`)))
  return index === -1 ? STEPS.length - 1 : index
}

/** Dotted paths of the errors set (the first is where focus goes). */
function errorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = []
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue
    const path = prefix ? `${prefix}.${key}` : key
    if ('message' in value && typeof value.message === 'string') paths.push(path)
    else paths.push(...errorPaths(value, path))
  }
  return paths
}

const Form = styled.form`
  min-width: 0;
`

const Progress = styled.div`
  margin-bottom: 1.5rem;
  p {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin: 0 0 0.5rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`

const StepHead = styled.div`
  margin-bottom: 1.25rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 3px solid var(--focus-ring);
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`

const PartnerRow = styled.fieldset`
  margin: 0 0 1rem;
  padding: 1rem 1rem 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  min-width: 0;
  legend {
    padding: 0 0.35rem;
    font-weight: 600;
  }
  > div {
    display: grid;
    gap: 0 1rem;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) 7rem auto;
      align-items: start;
    }
  }
`

const RemoveSlot = styled.div`
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-top: 1.6rem;
  }
`

const Total = styled.p<{ $ok: boolean }>`
  margin: 0 0 0.5rem;
  font-weight: 600;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.text)};
`

const GroupError = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`

const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`

const SubHeading = styled.h4`
  margin: 1.5rem 0 0.75rem;
  font-size: 1.0625rem;
`

const Recap = styled.div`
  margin-top: 0.5rem;
  padding: 1rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
`

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.75rem;
  margin-top: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
`

const ActionGroup = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
  }
`

/** The recap of the last step, following what is typed. */
function LiveRecap({ control }: { control: Control<QuestionnaireValues> }) {
  const values = useWatch({ control }) as QuestionnaireValues
  return (
    <Recap>
      <QuestionnaireSummary answers={toAnswers(values) as QuestionnaireDraft} />
    </Recap>
  )
}

const shareOf = (text: string) => {
  const value = Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'))
  return Number.isFinite(value) ? value : 0
}

/** A date input's value today, in the founder's own time zone. */
const localToday = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/**
 * The company questionnaire in five short steps (issue 33 item 4). Each step is checked with the
 * shared schemas before the next one; until the first submission every step also saves the
 * draft (`submit: false`), so a founder who leaves finds their answers again. The last step
 * shows the recap and submits. Focus moves to each step's title; an error sends the founder to
 * its step and field.
 */
export function QuestionnaireForm({
  projectId,
  initial,
  audience,
  onDone,
  onCancel,
}: {
  projectId: number
  initial: QuestionnaireResponse
  audience: 'client' | 'staff'
  onDone: () => void
  onCancel: () => void
}) {
  const t = useProjectsText()
  const submitted = initial.submittedAt !== null
  const [step, setStep] = useState(0)
  const [saving, setSaving] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const {
    register,
    control,
    trigger,
    getValues,
    setValue,
    setError,
    clearErrors,
    setFocus,
    getFieldState,
    subscribe,
    handleSubmit,
    formState: { errors },
  } = useForm<QuestionnaireValues>({
    resolver: localizedQuestionnaireResolver,
    defaultValues: valuesFrom(initial.questionnaire),
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const partners = useFieldArray({ control, name: 'partners' })
  const [country, legalForm, partnerValues, currency] = useWatch({ control, name: ['country', 'legalForm', 'partners', 'capitalCurrency'] })
  const forms = formsOf(country)
  const individual = isIndividualForm(legalForm)
  const sole = isSoleForm(legalForm)
  const total = Math.round(partnerValues.reduce((sum, partner) => sum + shareOf(partner.share), 0) * 100) / 100
  const prefix = `questionnaire-${audience}`

  useEffect(() => {
    // The title of each step takes the focus, the first one too: the button that opened the form is gone.
    headingRef.current?.focus()
  }, [step])

  // A country changes the legal forms offered and the capital's usual currency.
  useEffect(() => {
    if (!country) return
    const offered = formsOf(country)
    const current = getValues('legalForm')
    if (offered.length === 1) setValue('legalForm', offered[0]!)
    else if (current && !offered.includes(current)) setValue('legalForm', '')
    const usual = COUNTRY_CURRENCY[country]
    if (usual && getValues('capitalCurrency') !== usual) setValue('capitalCurrency', usual)
  }, [country, getValues, setValue])

  // A form with one owner holds 100 %: the single partner's share is filled in.
  useEffect(() => {
    if (!isSoleForm(legalForm)) return
    const rows = getValues('partners')
    if (rows.length === 1 && !rows[0]!.share.trim()) setValue('partners.0.share', '100')
  }, [legalForm, getValues, setValue])

  // Once a step's check has failed, each field it holds is checked again as it changes, so a
  // message goes away as soon as it is fixed (after the last step's submission, reValidateMode does it).
  const [checkedStep, setCheckedStep] = useState(-1)
  useEffect(() => {
    if (checkedStep !== step) return
    return subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name) void trigger(name as FieldName)
      },
    })
  }, [checkedStep, step, subscribe, trigger])

  // A list's own message (the shares' total, names given twice) is about the whole list: any change may fix it.
  const namesKey = useWatch({ control, name: 'companyNames' })
    .map((name) => name.value)
    .join('\n')
  useEffect(() => clearErrors('partners.root' as FieldName), [total, partners.fields.length, legalForm, clearErrors])
  useEffect(() => clearErrors('companyNames.root' as FieldName), [namesKey, clearErrors])

  /** Shows the server's (or the schema's) messages on their fields, on the first one's step. */
  function showErrors(messages: Record<string, string>) {
    const found = fieldErrors(messages)
    const paths = errorPaths(found)
    for (const path of paths) {
      const message = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], found) as { message: string }
      setError(path as FieldName, { type: 'server', message: message.message })
    }
    if (paths[0]) goToError(paths[0])
  }

  function goToError(path: string) {
    const target = stepOf(path)
    setStep(target)
    // After the step renders: its field, or for a list's own message the step's title.
    window.setTimeout(() => {
      if (path.endsWith('.root')) headingRef.current?.focus()
      else setFocus(path as FieldName)
    }, 0)
  }

  async function save(submit: boolean): Promise<QuestionnaireResponse | null> {
    setSaving(true)
    try {
      return await saveQuestionnaire(projectId, { ...toAnswers(getValues(), { draft: !submit }), submit })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.data?.fields) showErrors(error.data.fields)
      else {
        toast({
          variant: 'destructive',
          title: submit ? t('q.failed.send') : t('q.failed.save'),
          description: serverMessage(error, t('q.failed.hint')),
        })
      }
      return null
    } finally {
      setSaving(false)
    }
  }

  async function next() {
    const fields = STEPS[step]!.fields
    // Busy from the check on: a second press while it runs must not move two steps.
    setSaving(true)
    const valid = await trigger([...fields])
    setSaving(false)
    if (!valid) {
      setCheckedStep(step)
      // The errors as they stand now (this render's `errors` predates the check).
      const found = Object.fromEntries(fields.map((name) => [name, getFieldState(name).error]).filter(([, error]) => error))
      goToError(errorPaths(found)[0] ?? fields[0]!)
      return
    }
    if (!submitted && !(await save(false))) return
    setStep(step + 1)
  }

  const onSubmit = async () => {
    const saved = await save(true)
    if (!saved) return
    toast(
      audience === 'client' ? { title: t('q.sent.title'), description: t('q.sent.description') } : { title: 'Questionnaire enregistré' },
    )
    onDone()
  }

  const onInvalid = (found: typeof errors) => {
    const first = errorPaths(found)[0]
    if (first) goToError(first)
  }

  const current = STEPS[step]!
  const last = step === STEPS.length - 1
  const cityLabel = t(country === 'DZ' ? 'q.city.DZ' : country === 'other' ? 'q.city.other' : 'q.city.default')
  const totalText = total.toLocaleString(intlLocale(t.locale))
  const companyNamesRoot = (errors.companyNames as { root?: { message?: string } } | undefined)?.root?.message
  const partnersRoot = (errors.partners as { root?: { message?: string } } | undefined)?.root?.message

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)} aria-labelledby={`${prefix}-step-title`}>
      <Progress>
        <p>
          <span>{t.rich('q.progress', { strong: <strong /> }, { step: step + 1, total: STEPS.length })}</span>
          <span>{submitted ? t('q.editing') : t('q.autosave')}</span>
        </p>
        <ProgressBar value={((step + 1) * 100) / STEPS.length} label={t('q.progressLabel')} />
      </Progress>

      <StepHead>
        <h3 id={`${prefix}-step-title`} ref={headingRef} tabIndex={-1}>
          <VisuallyHidden>{t('q.progressHidden', { step: step + 1, total: STEPS.length })}</VisuallyHidden>
          {t(`q.step.${current.index}.title`)}
        </h3>
        <p>{t(`q.step.${current.index}.lead`)}</p>
      </StepHead>

      {step === 0 ? (
        <>
          <ChoiceGroup
            id={`${prefix}-country`}
            legend={t('q.countryLegend')}
            columns={3}
            choices={COMPANY_COUNTRIES.map((value) => ({ value, label: t(`q.country.${value}`) }))}
            selected={country}
            error={errors.country?.message}
            field={register('country')}
          />
          <FormField
            label={cityLabel}
            hint={country === 'other' ? t('q.cityHint.other') : country === 'DZ' ? t('q.cityHint.DZ') : undefined}
            autoComplete="address-level2"
            dir="auto"
            error={errors.city?.message}
            {...register('city')}
          />
        </>
      ) : null}

      {step === 1 ? (
        <>
          <ChoiceGroup
            id={`${prefix}-form`}
            legend={t('q.formLegend')}
            choices={forms.map((value) => ({ value, label: t(`q.form.${value}`), description: t(`q.formDescription.${value}`) }))}
            selected={legalForm}
            error={errors.legalForm?.message}
            field={register('legalForm')}
          />
          <TextareaField
            label={t('q.activity')}
            hint={t('q.activityHint')}
            rows={3}
            dir="auto"
            error={errors.activity?.message}
            {...register('activity')}
          />
        </>
      ) : null}

      {step === 2 ? (
        <>
          {[0, 1, 2].map((index) => (
            <FormField
              key={index}
              label={index === 0 ? t('q.name.first') : t('q.name.other')}
              hint={
                index === 0 ? t(country === 'DZ' ? 'q.nameHint.DZ' : country === 'FR' ? 'q.nameHint.FR' : 'q.nameHint.other') : undefined
              }
              autoComplete="off"
              dir="auto"
              error={errors.companyNames?.[index]?.value?.message}
              {...register(`companyNames.${index}.value`)}
            />
          ))}
          {companyNamesRoot ? <GroupError role="alert">{companyNamesRoot}</GroupError> : null}
        </>
      ) : null}

      {step === 3 ? (
        <>
          {partners.fields.map((partner, index) => (
            <PartnerRow key={partner.id}>
              <legend>
                {individual ? t('q.partner.holder') : sole ? t('q.partner.sole') : t('q.partner.numbered', { number: index + 1 })}
              </legend>
              <div>
                <FormField
                  label={t('q.partner.firstName')}
                  autoComplete="off"
                  dir="auto"
                  error={errors.partners?.[index]?.firstName?.message}
                  {...register(`partners.${index}.firstName`)}
                />
                <FormField
                  label={t('q.partner.lastName')}
                  autoComplete="off"
                  dir="auto"
                  error={errors.partners?.[index]?.lastName?.message}
                  {...register(`partners.${index}.lastName`)}
                />
                <FormField
                  label={t('q.partner.share')}
                  inputMode="decimal"
                  dir="ltr"
                  autoComplete="off"
                  error={errors.partners?.[index]?.share?.message}
                  {...register(`partners.${index}.share`)}
                />
                {partners.fields.length > 1 ? (
                  <RemoveSlot>
                    <Button $variant="ghost" onClick={() => partners.remove(index)}>
                      <Trash2 size={18} aria-hidden="true" />
                      {t.rich('q.partner.remove', { hidden: <VisuallyHidden /> }, { number: index + 1 })}
                    </Button>
                  </RemoveSlot>
                ) : null}
              </div>
            </PartnerRow>
          ))}
          <Total $ok={total === 100} aria-live="polite">
            {t(total === 100 ? 'q.total' : 'q.totalExpected', { total: totalText })}
          </Total>
          {partnersRoot ? <GroupError role="alert">{partnersRoot}</GroupError> : null}
          {!sole && partners.fields.length < MAX_PARTNERS ? (
            <Button $variant="secondary" onClick={() => partners.append(emptyPartner())}>
              <Plus size={18} aria-hidden="true" />
              {t('q.partner.add')}
            </Button>
          ) : null}

          <SubHeading>{t('q.capital')}</SubHeading>
          {individual ? (
            <Note>{t('q.capitalNone')}</Note>
          ) : (
            <Row>
              <FormField
                label={t('q.capitalAmount')}
                hint={t('q.capitalHint')}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                error={errors.capitalAmount?.message}
                {...register('capitalAmount')}
              />
              <SelectField
                label={t('q.currency')}
                placeholder={t('q.currencyPlaceholder')}
                currentValue={currency}
                options={CURRENCY_CHOICES.map((value) => ({ value, label: t(`q.currency.${value}`) }))}
                error={errors.capitalCurrency?.message}
                {...register('capitalCurrency')}
              />
            </Row>
          )}
        </>
      ) : null}

      {last ? (
        <>
          <FormField
            label={t('q.startDate')}
            type="date"
            min={localToday() < earliestStartDate() ? earliestStartDate() : localToday()}
            max={latestStartDate()}
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <SubHeading>{t('q.recap')}</SubHeading>
          <LiveRecap control={control} />
        </>
      ) : null}

      <Actions>
        <Button $variant="ghost" onClick={onCancel} disabled={saving}>
          {submitted ? t('q.cancel') : t('q.later')}
        </Button>
        <ActionGroup>
          {step > 0 ? (
            <Button $variant="secondary" onClick={() => setStep(step - 1)} disabled={saving}>
              <DirectionalIcon icon="arrow-back" size={18} />
              {t('q.back')}
            </Button>
          ) : null}
          {last ? (
            <Button key="submit" type="submit" disabled={saving}>
              <DirectionalIcon icon="send" size={18} />
              {saving ? t('q.sending') : submitted ? t('q.saveChanges') : t('q.send')}
            </Button>
          ) : (
            <Button key="next" onClick={() => void next()} disabled={saving}>
              {saving ? t('q.saving') : t('q.next')}
              <DirectionalIcon icon="arrow-forward" size={18} />
            </Button>
          )}
        </ActionGroup>
      </Actions>
    </Form>
  )
}
