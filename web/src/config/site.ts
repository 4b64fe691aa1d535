/** Constants of the app's identity that never change with the configuration (spec 1 §2). */
export const site = {
  copyrightYear: 2024,
} as const
