/**
 * The buttons that need no router: islands import them from here, so they never load
 * react-router (button.tsx adds ButtonLink, an in-app link, for the app's screens).
 */
import styled, { css } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonStyleProps {
  $variant?: ButtonVariant
  $block?: boolean
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.primaryText};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.background};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      color: #ffffff;
      filter: brightness(0.92);
    }
  `,
}

export const buttonStyle = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.1rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: background-color 120ms ease-out;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`

/** A button; `type` defaults to "button" so only explicit submit buttons submit forms. */
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((props) => ({
  type: props.type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyle}
`

/** Same look for a plain anchor: external addresses, or a full page load. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`
