import { describe, expect, it } from 'vitest'
import { escapeHtml, plainText } from './plain-text'

describe('plainText', () => {
  it('removes tags, script and style contents, and markup hidden behind entities', () => {
    expect(plainText('<img src=x onerror=alert(1)>Statuts')).toBe('Statuts')
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;Statuts')).toBe('Statuts')
    expect(plainText('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Fin')).toBe('Fin')
    expect(plainText('<svg><style>p{}</style><script>alert(1)</script></svg>Titre')).toBe('Titre')
    expect(plainText('Créer <b>une</b>\n  SARL <!-- note -->')).toBe('Créer une SARL')
  })

  it('keeps text that only looks like punctuation, decoded', () => {
    expect(plainText('Impôts &amp; taxes & co')).toBe('Impôts & taxes & co')
    expect(plainText('a < b > c')).toBe('a < b > c')
    expect(plainText('l’EURL « simple » &eacute;t&#233;')).toBe('l’EURL « simple » été')
  })
})

describe('escapeHtml', () => {
  it('makes plain text inert as HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & l'EURL`)).toBe(`&lt;img src=x onerror="alert('1')"&gt; &amp; l'EURL`)
  })
})
