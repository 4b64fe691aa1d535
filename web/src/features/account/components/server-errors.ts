import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from '@/web/src/components/ui/use-toast'
import { ApiError, serverMessage } from '@/web/src/lib/api-client'

/**
 * Puts the server's per-field French messages on the form's fields (focusing the first); true
 * when one landed, so the caller only toasts what no field shows.
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  const sent = error instanceof ApiError ? error.data?.fields : undefined
  const named = fields.filter((field) => typeof sent?.[field] === 'string')
  named.forEach((field, index) => setError(field, { message: sent![field] }, { shouldFocus: index === 0 }))
  return named.length > 0
}

/**
 * A failed submit: the server's per-field messages on their fields, anything else in a toast
 * (`fallback` when it said nothing) titled `title` ('Erreur').
 */
export function reportSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
  title = 'Erreur',
): void {
  if (showFieldErrors(error, setError, fields)) return
  toast({ variant: 'destructive', title, description: serverMessage(error, fallback) })
}
