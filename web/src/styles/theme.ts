/** Colours chosen for contrast: text and primary pass WCAG AA (4.5:1) on white. */
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    border: '#cbd5e1',
    surface: '#ffffff',
    background: '#f1f5f9',
    danger: '#b91c1c',
    success: '#15803d',
    focus: '#f59e0b',
  },
  radius: '10px',
  shadow: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
  breakpoints: { md: '768px' },
} as const

export type Theme = typeof theme
