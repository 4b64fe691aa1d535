import { describe, expect, it } from 'vitest'
import { frenchText, NARROW_NBSP, NBSP, quoted } from './typography'

describe('frenchText', () => {
  it('puts a narrow no-break space before ; ! ?', () => {
    expect(frenchText('Bienvenue, Amina !')).toBe(`Bienvenue, Amina${NARROW_NBSP}!`)
    expect(frenchText('Une question ?')).toBe(`Une question${NARROW_NBSP}?`)
    expect(frenchText('Statuts ; registre')).toBe(`Statuts${NARROW_NBSP}; registre`)
    expect(frenchText('Vraiment ?!')).toBe(`Vraiment${NARROW_NBSP}?!`)
  })

  it('puts a no-break space before a colon', () => {
    expect(frenchText('Alger : les options')).toBe(`Alger${NBSP}: les options`)
  })

  it('replaces a run of spaces, or a space of the wrong kind, by the right one', () => {
    expect(frenchText('Merci  !')).toBe(`Merci${NARROW_NBSP}!`)
    expect(frenchText(`Merci${NBSP}!`)).toBe(`Merci${NARROW_NBSP}!`)
    expect(frenchText(`Note${NARROW_NBSP}: lue`)).toBe(`Note${NBSP}: lue`)
  })

  it('invents no space: times, addresses and glued signs keep their shape', () => {
    expect(frenchText('Rendez-vous à 14:05')).toBe('Rendez-vous à 14:05')
    expect(frenchText('https://exemple.dz/?q=1')).toBe('https://exemple.dz/?q=1')
    expect(frenchText('Bonjour!')).toBe('Bonjour!')
  })

  it('sets no-break spaces inside « guillemets », with or without spaces typed', () => {
    expect(frenchText('le projet « SARL Oran »')).toBe(`le projet «${NBSP}SARL Oran${NBSP}»`)
    expect(frenchText('le projet «SARL Oran»')).toBe(`le projet «${NBSP}SARL Oran${NBSP}»`)
    expect(quoted('SARL Oran')).toBe(`«${NBSP}SARL Oran${NBSP}»`)
  })

  it('uses the typographic apostrophe between letters only', () => {
    expect(frenchText("l'article d'aujourd'hui")).toBe('l’article d’aujourd’hui')
    expect(frenchText("L'Été")).toBe('L’Été')
    expect(frenchText("'cité'")).toBe("'cité'")
  })

  it('uses the ellipsis character', () => {
    expect(frenchText('Chargement...')).toBe('Chargement…')
  })

  it('is idempotent', () => {
    const once = frenchText("Qu'en pensez-vous ? « Oui » : c'est prêt...")
    expect(frenchText(once)).toBe(once)
    expect(once).toBe(`Qu’en pensez-vous${NARROW_NBSP}? «${NBSP}Oui${NBSP}»${NBSP}: c’est prêt…`)
  })
})
