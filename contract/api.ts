/** Shapes every /api answer shares (DESIGN.md, API conventions). */
export interface ApiFailure {
  success: false
  /** French text, ready to show. */
  error: string
  /** Same text, or the server message a spec screen reads (may carry an English marker). */
  message?: string
  /** Per-field French messages when the body failed validation. */
  fields?: Record<string, string>
}

export type ApiSuccess<T extends object = object> = { success: true } & T
