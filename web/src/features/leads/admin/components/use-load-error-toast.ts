import { useEffect } from 'react'
import { toast } from '@/web/src/components/ui/use-toast'

/** Spec 2 §8: a failed read shows one destructive toast titled 'Erreur' with the spec's text. */
export function useLoadErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: 'Erreur', description: message })
  }, [error, message])
}
