/**
 * Runs `action` now if the page is visible, else once it becomes visible again (a background tab
 * does not mark messages read that nobody saw). Returns the clean-up for an effect.
 */
export function whenVisible(action: () => void): () => void {
  if (document.visibilityState === 'visible') {
    action()
    return () => undefined
  }
  const onChange = () => {
    if (document.visibilityState !== 'visible') return
    document.removeEventListener('visibilitychange', onChange)
    action()
  }
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
