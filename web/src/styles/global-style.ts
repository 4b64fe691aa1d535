import { createGlobalStyle } from 'styled-components'

export const GlobalStyle = createGlobalStyle`
  :root { --focus-ring: ${({ theme }) => theme.colors.focus}; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 2px; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  /* A visible ring for keyboard users on every control; dark areas set --focus-ring. */
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
  h1 { font-size: clamp(1.5rem, 4vw, 2rem); }
  h2 { font-size: 1.25rem; }
  h3 { font-size: 1.1rem; }
  img { max-width: 100%; height: auto; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
