import styled from 'styled-components'

/**
 * One answer among a few as a card: a native radio (one tab stop, arrow keys between the
 * answers) and its label, stretched over the whole card so a tap anywhere chooses it. An icon
 * may sit between the radio and the label (`$withIcon`). The label's own layout is the caller's.
 */
export const ChoiceCard = styled.div<{ $selected: boolean; $invalid: boolean; $withIcon?: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${({ $withIcon }) => ($withIcon ? 'auto auto 1fr' : 'auto 1fr')};
  align-items: ${({ $withIcon }) => ($withIcon ? 'center' : 'start')};
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border-radius: 12px;
  border: 2px solid
    ${({ $selected, $invalid, theme }) => ($selected ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: ${({ $withIcon }) => ($withIcon ? '0' : '0.1rem 0 0')};
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    position: relative;
    z-index: 1;
  }
  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  label {
    cursor: pointer;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`

/** The fieldset around a group of choice cards: no frame of its own, the legend as a heading. */
export const ChoiceFieldset = styled.fieldset`
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
  }
`
