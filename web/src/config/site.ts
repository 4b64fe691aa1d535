/** The business identity shown by the app. */
export const site = {
  name: 'Lance ta Boîte',
  copyrightYear: 2024,
} as const
