/**
 * A notification shown by the next page: the account pages are server-rendered documents with
 * no router between them, so "show this, then go to /login" is a full page load, and the toast
 * travels in sessionStorage (this tab only) to the page that shows it.
 */
import { toast, type ToastInput } from '../components/ui/use-toast'
import { FLASH_TOAST_KEY as KEY } from './flash-toast-key'

/** Keeps the toast for the next page this tab loads (showFlashToast there). */
export function toastOnNextPage(input: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input))
  } catch {
    // Storage refused (private mode quota): the page still changes, without its notification.
  }
}

/** Shows the toast the previous page left, once. */
export function showFlashToast(): void {
  let input: ToastInput | null = null
  try {
    const kept = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    input = kept ? (JSON.parse(kept) as ToastInput) : null
  } catch {
    return
  }
  if (input && typeof input.title === 'string') toast(input)
}
