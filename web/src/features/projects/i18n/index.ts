/**
 * The projects' words (issue 37): the client's pages in French and Arabic. Also what other
 * capabilities show of a project: its type and the names of its steps, kept in French in the
 * database (contract/projects.ts DEFAULT_STEPS, contract/questionnaire.ts plans) and shown in the
 * reader's language; a step the team named itself is shown as written.
 */
import { createElement, type ReactNode } from 'react'
import type { Locale } from '@/contract/i18n/locales'
import { stepKey } from '@/contract/questionnaire'
import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

export const useProjectsText = defineCatalog({ fr, ar })

type Key = Extract<keyof typeof fr, string>
type ProjectsText = ReturnType<typeof useProjectsText>

const isKey = (key: string): key is Key => Object.hasOwn(fr, key)

/** The step keys of the catalogue, by the French name's stepKey (case, accents and apostrophes aside). */
const STEP_KEYS = new Map(
  (Object.keys(fr) as Key[]).filter((key) => key.startsWith('stepName.')).map((key) => [stepKey(useProjectsText.in('fr')(key)), key]),
)

/** A step's name in the reader's language; null for a name the catalogue does not know (the team's own). */
export function knownStepName(t: ProjectsText, name: string): string | null {
  const key = STEP_KEYS.get(stepKey(name))
  return key ? t(key) : null
}

/**
 * A step's name to show: on an Arabic page translated when it is one of ours, otherwise as the
 * team wrote it (French, marked so and isolated).
 */
export function stepNameNode(t: ProjectsText, name: string): ReactNode {
  // French pages show the stored name exactly as before.
  if (t.locale === 'fr') return name
  return knownStepName(t, name) ?? createElement('bdi', { lang: 'fr' }, name)
}

/** A procedure type's label, or the raw value for a type the contract does not know. */
export function projectTypeText(t: ProjectsText, type: string): string {
  const key = `type.${type}`
  return isKey(key) ? t(key) : type
}

/** Outside React. */
export const projectsTextIn = (locale: Locale): ProjectsText => useProjectsText.in(locale)
