import styled from 'styled-components'

/**
 * The article's HTML (sanitised by the server), typeset for reading: a 68-character measure,
 * 1.75 line height, headings that structure, lists, quotes, tables and images that fit.
 */
export const Prose = styled.div`
  font-size: 1.0625rem;
  line-height: 1.75;
  color: #1e293b;
  overflow-wrap: break-word;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: 1.125rem;
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table,
  figure {
    margin: 0 0 1.25em;
  }
  h2,
  h3,
  h4 {
    color: ${({ theme }) => theme.colors.text};
    letter-spacing: -0.01em;
    /* Arabic letters join: no tracking on right-to-left pages (issue 37). */
    &:dir(rtl) {
      letter-spacing: normal;
    }
    line-height: 1.3;
    scroll-margin-top: 80px;
  }
  h2 {
    font-size: 1.5em;
    margin: 2em 0 0.6em;
  }
  h3 {
    font-size: 1.25em;
    margin: 1.6em 0 0.5em;
  }
  h4 {
    font-size: 1.1em;
    margin: 1.4em 0 0.4em;
  }
  ul,
  ol {
    padding-inline-start: 1.4em;
  }
  li {
    margin: 0.35em 0;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 1px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote {
    padding: 0.75em 1.25em;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-start-end-radius: ${({ theme }) => theme.radius};
    border-end-end-radius: ${({ theme }) => theme.radius};
    color: #1e3a8a;
    font-style: italic;
    /* Arabic has no italics: a slanted Arabic is a distorted one (issue 37). */
    &:dir(rtl) {
      font-style: normal;
    }
  }
  blockquote > :last-child {
    margin-bottom: 0;
  }
  img {
    display: block;
    /* Library images carry their width and height (no layout shift); they shrink to the column. */
    max-width: 100%;
    height: auto;
    margin: 1.5rem 0;
    border-radius: ${({ theme }) => theme.radius};
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.background};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: 1em;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.dark};
    color: #e2e8f0;
  }
  pre code {
    background: none;
    padding: 0;
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: 2.5em 0;
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: 0.9375em;
  }
  th,
  td {
    padding: 0.5em 0.75em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
`
