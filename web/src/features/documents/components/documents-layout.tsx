import styled from 'styled-components'

/** The Documents card's blocks (checklist, upload, lists), on both the client's and the back-office's project page. */
export const DocumentParts = styled.div`
  display: grid;
  gap: 2rem;
`

export const DocumentPart = styled.div`
  min-width: 0;
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`
