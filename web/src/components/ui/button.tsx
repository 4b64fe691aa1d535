import { Link } from 'react-router'
import styled from 'styled-components'
import { buttonStyle, type ButtonStyleProps } from './button-base'

export { ButtonAnchor, Button, type ButtonVariant } from './button-base'

/** An in-app link that looks like a button (navigation stays a link for assistive technologies). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
`
