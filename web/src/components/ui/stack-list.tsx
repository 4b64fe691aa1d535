import styled from 'styled-components'

/** A list of cards stacked with even gaps, without bullets (orders, payments, documents). */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`
