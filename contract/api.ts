/** Shapes every /api answer shares (DESIGN.md, API conventions). */
export interface ApiFailure {
  success: false
  /** Text ready to show, in the caller's language (`Content-Language`: French, or Arabic, issue 37). */
  error: string
  /** Same text, or the server message a spec screen reads (may carry an English marker). */
  message?: string
  /** Per-field messages, in the same language, when the body failed validation. */
  fields?: Record<string, string>
}

export type ApiSuccess<T extends object = object> = { success: true } & T
