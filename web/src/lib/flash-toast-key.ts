/** Where a notification for the next page waits (flash-toast.ts); read by the islands entry too, without the toast code. */
export const FLASH_TOAST_KEY = 'flash-toast'
