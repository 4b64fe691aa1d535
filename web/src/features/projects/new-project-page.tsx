import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import styled from 'styled-components'
import { newProjectSchema, type NewProjectInput, PROJECT_TYPES, type ProjectType } from '@/contract/projects'
import type { z } from '@/contract/zod'
import { Button, ButtonLink } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { FormField, TextareaField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { ApiError, serverMessage } from '../../lib/api-client'
import { refreshProjects } from '../../lib/client-data'
import { readStoredUser, type StoredUser } from '../../lib/stored-user'
import { createProject } from './api/create-project'
import { ClientAreaShell } from '../../components/layouts/client-area-shell'
import { ProjectTypeIcon } from './components/project-type-icon'
import { SelectField } from '../../components/ui/select-field'
import { loginPathFor } from '../../lib/after-login'
import { useProjectsText } from './i18n'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

type NewProjectOutput = z.output<typeof newProjectSchema>

const isProjectType = (value: string): value is ProjectType => (PROJECT_TYPES as readonly string[]).includes(value)

const Intro = styled.div`
  max-width: 40rem;
  margin-bottom: 2rem;
  h1 {
    margin: 0 0 0.5rem;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 22rem;
    gap: 2rem;
  }
`

const FormCard = styled(Card)`
  h2 {
    margin: 0 0 1.25rem;
  }
`

/** What the chosen procedure covers, right under the select that chose it. */
const TypeSummary = styled.div`
  display: flex;
  gap: 0.875rem;
  margin: -0.25rem 0 1.25rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 1px solid #bfdbfe;
  strong {
    display: block;
    margin-bottom: 0.2rem;
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
    color: #1e3a8a;
  }
`

const TypeIcon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`

/** Phones: the submit button on top, full width, under the thumb; wider screens: one row, at the end of the line. */
const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.75rem;
  margin-top: 0.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    justify-content: flex-end;
  }
`

const NextSteps = styled(Card)`
  h2 {
    margin: 0 0 1.25rem;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
    counter-reset: next-step;
  }
  li {
    position: relative;
    display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    counter-increment: next-step;
  }
  li::before {
    content: counter(next-step);
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: 0.875rem;
    font-weight: 700;
  }
  li span {
    padding-top: 0.15rem;
  }
`

const Reassurance = styled.p`
  margin: 1.25rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** The steps listed under 'Et ensuite ?' (spec 1 §2): the catalogue's `new.next.0` to `new.next.3`. */
const NEXT_STEPS = [0, 1, 2, 3] as const

function NewProjectForm({ user }: { user: StoredUser }) {
  const t = useProjectsText()
  const navigate = useNavigate()
  const location = useLocation()
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<NewProjectInput, unknown, NewProjectOutput>({
    resolver: localizedResolver(zodResolver(newProjectSchema)),
    defaultValues: { name: '', description: '' },
  })
  const type = useWatch({ control, name: 'type' }) as string | undefined
  const chosenType = type && isProjectType(type) ? type : null
  /** Spec 1 §5: '<type label> - <first name> <last name>', the label in the page's language. */
  const defaultProjectName = (projectType: ProjectType, owner: StoredUser) =>
    t('defaultName', { type: t(`type.${projectType}`), firstName: owner.firstName, lastName: owner.lastName })
  const typeOptions = PROJECT_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))

  // Choosing a type fills the name (spec 1 §5), unless the client already wrote a name of their own.
  const typeField = register('type', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value
      if (!isProjectType(next)) return
      const current = getValues('name')?.trim() ?? ''
      const untouched = current === '' || PROJECT_TYPES.some((candidate) => defaultProjectName(candidate, user) === current)
      if (untouched) setValue('name', defaultProjectName(next, user), { shouldDirty: true, shouldValidate: isSubmitted })
    },
  })

  const onSubmit = async ({ name, type: projectType, description }: NewProjectOutput) => {
    try {
      await createProject(user.id, { name, type: projectType, description })
      await refreshProjects()
      toast({ title: t('new.created') })
      navigate('/dashboard')
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('new.failed'),
        description: serverMessage(error, t('new.failedFallback')),
      })
      if (error instanceof ApiError && error.status === 401) navigate(loginPathFor(location), { replace: true })
    }
  }

  return (
    <Layout>
      <FormCard aria-labelledby="new-project-form-title">
        <h2 id="new-project-form-title">{t('new.form')}</h2>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <SelectField
            label={t('new.type')}
            placeholder={t('new.typePlaceholder')}
            options={typeOptions}
            currentValue={type}
            error={errors.type?.message}
            {...typeField}
          />
          <div aria-live="polite">
            {chosenType ? (
              <TypeSummary>
                <TypeIcon>
                  <ProjectTypeIcon type={chosenType} />
                </TypeIcon>
                <div>
                  <strong>{t(`type.${chosenType}`)}</strong>
                  <p>{t(`typeDescription.${chosenType}`)}</p>
                </div>
              </TypeSummary>
            ) : null}
          </div>
          <FormField
            label={t('new.name')}
            autoComplete="off"
            dir="auto"
            hint={t('new.nameHint')}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextareaField
            label={t('new.description')}
            rows={4}
            dir="auto"
            hint={t('new.descriptionHint')}
            error={errors.description?.message}
            {...register('description')}
          />
          <Actions>
            <ButtonLink to="/dashboard" $variant="secondary">
              {t('new.cancel')}
            </ButtonLink>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('new.creating') : t('new.create')}
            </Button>
          </Actions>
        </form>
      </FormCard>
      <NextSteps as="aside" aria-labelledby="next-steps-title">
        <h2 id="next-steps-title">{t('new.next.title')}</h2>
        <ol>
          {NEXT_STEPS.map((step) => (
            <li key={step}>
              <span>{t(`new.next.${step}`)}</span>
            </li>
          ))}
        </ol>
        <Reassurance>{t('new.reassurance')}</Reassurance>
      </NextSteps>
    </Layout>
  )
}

/** /new-project (spec 1 §2): the client opens a procedure. Needs the user stored at login; otherwise → /login. */
export default function NewProjectPage() {
  const t = useProjectsText()
  const navigate = useNavigate()
  const location = useLocation()
  const [user] = useState(readStoredUser)

  useEffect(() => {
    if (!user) navigate(loginPathFor(location), { replace: true })
  }, [user, navigate, location])

  if (!user) return null

  return (
    <ClientAreaShell title={t('new.title')}>
      <Intro>
        <h1>{t('new.title')}</h1>
        <p>{t('new.intro')}</p>
      </Intro>
      <NewProjectForm user={user} />
    </ClientAreaShell>
  )
}
