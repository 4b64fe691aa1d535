import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/button'

const Shell = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 2rem 1rem;
  h1 {
    font-size: 4rem;
    margin: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 1.5rem;
  }
`

/** The English 404 page (spec 1 §2); the server answers these paths with a 404 status. */
export default function NotFoundPage() {
  return (
    <Shell lang="en">
      <title>Page not found</title>
      <meta name="robots" content="noindex" />
      <h1>404</h1>
      <h2>Page not found</h2>
      <p>The page you are looking for does not exist or has been moved.</p>
      <ButtonLink to="/">Go back home</ButtonLink>
    </Shell>
  )
}
