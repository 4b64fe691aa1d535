/**
 * Notifications (spec 1 §9): one shown at a time, 5000 ms by default, a closed one is
 * dropped after 1000000 ms. A tiny store any module can push to with `toast()`.
 */
import { useSyncExternalStore } from 'react'

export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  durationMs?: number
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): number {
  const id = nextId++
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
    () => toasts,
  )
}
