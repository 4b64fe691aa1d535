/**
 * Colours chosen for contrast on white and on `background`: text, muted, primary, danger and
 * success pass WCAG AA for text (≥ 4.5:1); input borders pass the 3:1 of non-text controls.
 */
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primarySoft: '#eff6ff',
    primaryText: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    border: '#cbd5e1',
    inputBorder: '#64748b',
    surface: '#ffffff',
    background: '#f1f5f9',
    danger: '#b91c1c',
    success: '#15803d',
    /** Dark surfaces (the public footer); their focus ring switches to `focusOnDark`. */
    dark: '#0f172a',
    focus: '#1d4ed8',
    focusOnDark: '#fbbf24',
  },
  radius: '10px',
  shadow: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
  breakpoints: { sm: '480px', md: '768px', lg: '1024px' },
  contentWidth: '1100px',
} as const

export type Theme = typeof theme
