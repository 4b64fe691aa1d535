/**
 * Notifications (spec 1 §9): one shown at a time, 5000 ms by default, a closed one is
 * dropped after 1000000 ms. A tiny module-level store, so `toast()` works from anywhere
 * (event handlers, API helpers) and a toast survives a client-side navigation.
 */
import { useSyncExternalStore } from 'react'

export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** Overrides the 5000 ms default. */
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

/** Shows a notification; a newer one replaces the one on screen (limit 1). Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

/** Closes a notification (all of them without an id). */
export function dismissToast(id?: number): void {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
  setTimeout(() => emit(toasts.filter((item) => item.open || (id !== undefined && item.id !== id))), TOAST_REMOVE_DELAY_MS)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const snapshot = () => toasts

/**
 * Outside React: `listener` runs on every change of the notifications; returns the unsubscribe.
 * The islands' runtime mounts the notification area on the first one.
 */
export function subscribeToToasts(listener: () => void): () => void {
  return subscribe(listener)
}

/** The notifications shown or closing, outside React. */
export const currentToasts = snapshot

/** The notifications on screen plus the functions to show and close them. */
export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot)
  return { toasts: items, toast, dismiss: dismissToast }
}
