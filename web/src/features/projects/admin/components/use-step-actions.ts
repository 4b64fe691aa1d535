import { useLayoutEffect, useRef, useState } from 'react'
import type { KeyedMutator } from 'swr'
import type { ApiProjectStep, StepsResponse } from '@/contract/projects'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { refreshAdminProject, removeStep, reorderSteps } from '../api/admin-projects'
import { type MoveDirection, moveButtonId } from './step-item'
import { quoted } from '@/contract/french/typography'

/**
 * Moving and removing steps. A move shows the new order at once (rolled back if the server
 * refuses) and keeps the keyboard focus on the moved step's button; `announcement` tells
 * screen readers where the step went.
 */
export function useStepActions(projectId: number, steps: ApiProjectStep[], mutateSteps: KeyedMutator<StepsResponse>) {
  const moving = useRef(false)
  const focusAfterMove = useRef<{ stepId: number; direction: MoveDirection } | null>(null)
  const [announcement, setAnnouncement] = useState('')

  // After the reordered list is drawn: the same button again, or its twin if it is now disabled (first, last).
  useLayoutEffect(() => {
    const target = focusAfterMove.current
    if (!target) return
    focusAfterMove.current = null
    const other: MoveDirection = target.direction === 'up' ? 'down' : 'up'
    const button = document.getElementById(moveButtonId(target.stepId, target.direction)) as HTMLButtonElement | null
    const fallback = document.getElementById(moveButtonId(target.stepId, other)) as HTMLButtonElement | null
    ;(button && !button.disabled ? button : fallback)?.focus()
  }, [steps])

  const move = async (stepId: number, direction: MoveDirection) => {
    if (moving.current) return
    const from = steps.findIndex((step) => step.id === stepId)
    const to = direction === 'up' ? from - 1 : from + 1
    if (from < 0 || to < 0 || to >= steps.length) return
    const reordered = [...steps]
    const [moved] = reordered.splice(from, 1)
    reordered.splice(to, 0, moved!)
    moving.current = true
    focusAfterMove.current = { stepId, direction }
    try {
      await mutateSteps(
        reorderSteps(
          projectId,
          reordered.map((step) => step.id),
        ),
        {
          optimisticData: { success: true, steps: reordered.map((step, index) => ({ ...step, order: index + 1 })) },
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      )
      setAnnouncement(`Étape ${quoted(moved!.stepName)} déplacée en position ${to + 1} sur ${steps.length}.`)
    } catch (error) {
      focusAfterMove.current = { stepId, direction }
      toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(error, 'Impossible de déplacer l’étape') })
    } finally {
      moving.current = false
    }
  }

  /** Resolves true once removed; a failure is told in a toast. */
  const remove = async (step: ApiProjectStep): Promise<boolean> => {
    try {
      await removeStep(projectId, step.id)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(error, 'Impossible de supprimer l’étape') })
      return false
    }
    // Gone from the list at once; the project, its counters and the list are then read again.
    await mutateSteps((current) => current && { ...current, steps: current.steps.filter((item) => item.id !== step.id) }, {
      revalidate: false,
    })
    void refreshAdminProject(projectId)
    return true
  }

  return { move, remove, announcement }
}
