/** Whether a path holds percent-encoding that is not UTF-8 (`/cms-api/%E0%A4`): Next would answer 500. */
export function isMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}
