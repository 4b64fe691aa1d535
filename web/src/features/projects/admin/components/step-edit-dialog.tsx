import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { stepUpdateSchema } from '@/contract/admin-projects'
import { type ApiProjectStep, STEP_STATUSES, stepStatusLabel, type StepStatus } from '@/contract/projects'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { refreshAdminProject, updateStep } from '../api/admin-projects'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { SelectField } from '@/web/src/components/ui/select-field'

type Input = z.input<typeof stepUpdateSchema>
type Output = z.output<typeof stepUpdateSchema>

const STATUS_OPTIONS = STEP_STATUSES.map((value) => ({ value, label: stepStatusLabel(value) }))

function StepForm({ projectId, step, onDone }: { projectId: number; step: ApiProjectStep; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(stepUpdateSchema),
    defaultValues: {
      stepName: step.stepName,
      status: (STEP_STATUSES as readonly string[]).includes(step.status) ? (step.status as StepStatus) : 'pending',
      notes: step.notes ?? '',
    },
  })

  const [failed, setFailed] = useState(false)

  const onSubmit = async ({ stepName, status, notes }: Output) => {
    setFailed(false)
    try {
      await updateStep(projectId, step.id, { stepName, status, notes: notes ?? '' })
    } catch {
      toast({ variant: 'destructive', title: 'Erreur', description: 'Impossible de mettre à jour l’étape' })
      setFailed(true)
      return
    }
    const completedNow = status === 'completed' && step.status !== 'completed'
    toast({ title: 'Étape mise à jour', description: completedNow ? 'Le client est prévenu par email.' : undefined })
    onDone()
    await refreshAdminProject(projectId)
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Nom de l’étape" autoComplete="off" data-autofocus error={errors.stepName?.message} {...register('stepName')} />
      <SelectField
        label="Statut"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        hint={`À «\u00a0Terminé\u00a0», la date de fin est enregistrée et le client est prévenu par email.`}
        {...register('status')}
      />
      <TextareaField
        label="Notes"
        hint="Visibles par le client dans son espace."
        rows={5}
        maxLength={5000}
        error={errors.notes?.message}
        {...register('notes')}
      />
      {failed ? <ModalError role="alert">Impossible de mettre à jour l’étape. Réessayez dans un instant.</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </ModalActions>
    </form>
  )
}

/** Edit a step in a dialog (spec 2 §2): status and notes, and its name; PATCH /api/projects/{id}/steps/{stepId}. */
export function StepEditDialog({ projectId, step, onClose }: { projectId: number; step: ApiProjectStep | null; onClose: () => void }) {
  return (
    <Modal open={step !== null} onClose={onClose} title="Modifier l’étape" description={step ? step.stepName : undefined}>
      {step ? <StepForm projectId={projectId} step={step} onDone={onClose} /> : null}
    </Modal>
  )
}
