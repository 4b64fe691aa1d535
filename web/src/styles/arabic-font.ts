/**
 * Arabic pages' typeface (issue 37): Noto Sans Arabic, the Arabic subset only (about 50 KB a
 * weight), declared on Arabic pages alone, so a French page never downloads it. Latin letters
 * and digits inside Arabic text stay in the system face (unicode-range).
 */
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url'
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url'
import { createGlobalStyle } from 'styled-components'

export const ARABIC_FONT_URL = regular

const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0898-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC'

export const ArabicFont = createGlobalStyle`
  @font-face {
    font-family: 'Noto Sans Arabic';
    font-style: normal;
    font-weight: 400;
    font-display: swap;
    src: url(${regular}) format('woff2');
    unicode-range: ${ARABIC_RANGE};
  }
  @font-face {
    font-family: 'Noto Sans Arabic';
    font-style: normal;
    font-weight: 600 700;
    font-display: swap;
    src: url(${bold}) format('woff2');
    unicode-range: ${ARABIC_RANGE};
  }
  body, button, input, select, textarea {
    font-family: 'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  }
`
