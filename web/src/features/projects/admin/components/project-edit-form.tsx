import { zodResolver } from '@hookform/resolvers/zod'
import { type Resolver, useForm } from 'react-hook-form'
import styled from 'styled-components'
import { projectUpdateSchema } from '@/contract/admin-projects'
import {
  type ApiProject,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  type CompanyType,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_STATUSES,
  projectStatusLabel,
  type ProjectStatus,
} from '@/contract/projects'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { refreshAdminProject, updateProject } from '../api/admin-projects'
import { SelectField } from '@/web/src/components/ui/select-field'

const Box = styled(Card)`
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
  }
  > p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
`

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`

/** The form's own values: the legal form's empty choice is '' until the resolver reads it as null. */
interface FormValues {
  name: string
  status: ProjectStatus
  companyType: CompanyType | ''
  description: string
}
type Output = z.output<typeof projectUpdateSchema>

const schemaResolver = zodResolver(projectUpdateSchema)
const resolver: Resolver<FormValues, unknown, Output> = (values, context, options) =>
  schemaResolver({ ...values, companyType: values.companyType || null }, context, options as never) as never

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: projectStatusLabel(value) }))
const COMPANY_OPTIONS = [
  { value: '', label: 'Non précisée' },
  ...COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] })),
]

const valuesOf = (project: ApiProject): FormValues => ({
  name: project.name,
  status: (PROJECT_STATUSES as readonly string[]).includes(project.status) ? (project.status as ProjectStatus) : 'pending',
  companyType: (COMPANY_TYPES as readonly string[]).includes(project.companyType ?? '') ? (project.companyType as CompanyType) : '',
  description: project.description ?? '',
})

/** Name, status (any of the six), legal form and description (spec 2 §2, §4); PATCH /api/project/{id}. */
export function ProjectEditForm({ project }: { project: ApiProject }) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues, unknown, Output>({
    resolver,
    // A fresh read of the project updates the fields the admin has not touched.
    values: valuesOf(project),
    resetOptions: { keepDirtyValues: true },
  })

  const onSubmit = async (values: Output) => {
    try {
      await updateProject(project.id, {
        name: values.name,
        status: values.status,
        companyType: values.companyType,
        description: values.description ?? '',
      })
    } catch {
      toast({ variant: 'destructive', title: 'Erreur', description: 'Impossible de mettre à jour le projet' })
      return
    }
    toast({ title: 'Projet mis à jour' })
    reset(getValues())
    await refreshAdminProject(project.id)
  }

  return (
    <Box aria-labelledby="project-edit-title">
      <h2 id="project-edit-title">Informations du projet</h2>
      <p>Le client voit le nom, le statut et la description dans son espace.</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Nom du projet" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Row>
          <SelectField label="Statut" options={STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
          <SelectField label="Forme juridique" options={COMPANY_OPTIONS} error={errors.companyType?.message} {...register('companyType')} />
        </Row>
        <TextareaField
          label="Description"
          rows={4}
          maxLength={PROJECT_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...register('description')}
        />
        <Actions>
          {isDirty ? (
            <Button $variant="ghost" onClick={() => reset(valuesOf(project))} disabled={isSubmitting}>
              Annuler les modifications
            </Button>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </Actions>
      </form>
    </Box>
  )
}
