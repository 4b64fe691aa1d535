import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight, Send } from 'lucide-react'
import styled, { css } from 'styled-components'

/** Mirrored on a right-to-left page (issue 37): what points along the reading direction points the other way there. */
const mirrored = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`

const ICONS = {
  /** Back: towards the start of the line (left in French, right in Arabic). */
  'arrow-back': styled(ArrowLeft)`
    ${mirrored}
  `,
  /** On, next: towards the end of the line. */
  'arrow-forward': styled(ArrowRight)`
    ${mirrored}
  `,
  'chevron-back': styled(ChevronLeft)`
    ${mirrored}
  `,
  'chevron-forward': styled(ChevronRight)`
    ${mirrored}
  `,
  /** The paper plane flies towards the end of the line. */
  send: styled(Send)`
    ${mirrored}
  `,
} as const

export type DirectionalIconName = keyof typeof ICONS

/** A decorative icon that points (arrows, chevrons, send), the right way in both directions. */
export function DirectionalIcon({ icon, size = 18 }: { icon: DirectionalIconName; size?: number }) {
  const Icon = ICONS[icon]
  return <Icon size={size} aria-hidden="true" focusable="false" />
}
