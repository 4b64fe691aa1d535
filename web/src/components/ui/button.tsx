import styled, { css } from 'styled-components'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.background}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.background}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
    border-color: ${({ theme }) => theme.colors.danger};
  `,
}

const base = css<{ $variant?: Variant; $block?: boolean }>`
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
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled { opacity: 0.65; cursor: not-allowed; }
`

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: Variant
  $block?: boolean
}>`
  ${base}
`

/** A link that looks like a button (navigation stays a link for assistive technologies). */
export const ButtonLink = styled.a<{ $variant?: Variant; $block?: boolean }>`
  ${base}
  &:hover { color: ${({ $variant = 'primary', theme }) => ($variant === 'primary' ? theme.colors.primaryText : theme.colors.text)}; }
`
