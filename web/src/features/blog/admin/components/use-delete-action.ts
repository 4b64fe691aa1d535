import { useState } from 'react'
import { serverMessage } from '@/web/src/lib/api-client'
import { toast } from '@/web/src/components/ui/use-toast'

export interface DeleteTarget {
  id: number
  name: string
}

/**
 * The state of one "delete after a confirmation" flow: which item waits for confirmation, and
 * the call with its toasts (the server's refusal, a category in use for example, as the description).
 */
export function useDeleteAction({
  remove,
  refresh,
  success,
  failure,
}: {
  remove: (id: number) => Promise<unknown>
  refresh: () => Promise<unknown>
  success: string
  failure: string
}) {
  const [target, setTarget] = useState<DeleteTarget | null>(null)
  const confirm = async () => {
    if (!target) return
    try {
      await remove(target.id)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(error, failure) })
      return
    }
    toast({ title: success })
    await refresh()
  }
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm }
}
