import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { newStepSchema } from '@/contract/admin-projects'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { addStep, refreshAdminProject } from '../api/admin-projects'

const Form = styled.form`
  display: grid;
  gap: 0 0.75rem;
  margin-top: 1.25rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    /* The button lines up with the input, under the label. */
    button {
      margin-top: calc(0.95rem * 1.5 + 0.35rem);
    }
  }
`

type Input = z.input<typeof newStepSchema>

/** 'Ajouter une étape': a new step at the end of the list (POST /api/projects/{id}/steps). */
export function AddStepForm({ projectId }: { projectId: number }) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input>({ resolver: zodResolver(newStepSchema), defaultValues: { stepName: '' } })

  const onSubmit = async ({ stepName }: Input) => {
    try {
      await addStep(projectId, stepName)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(error, 'Impossible d’ajouter l’étape') })
      return
    }
    toast({ title: 'Étape ajoutée' })
    reset()
    setFocus('stepName')
    await refreshAdminProject(projectId)
  }

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Ajouter une étape">
      <FormField
        label="Nouvelle étape"
        placeholder={'Ex.\u00a0: dépôt du dossier à la CNAS'}
        autoComplete="off"
        error={errors.stepName?.message}
        {...register('stepName')}
      />
      <Button type="submit" $variant="secondary" disabled={isSubmitting}>
        <Plus size={18} aria-hidden="true" />
        {isSubmitting ? 'Ajout…' : 'Ajouter une étape'}
      </Button>
    </Form>
  )
}
