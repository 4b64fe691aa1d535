import { StrictMode } from 'react'
import { type createBrowserRouter, RouterProvider } from 'react-router'

type BrowserRouter = ReturnType<typeof createBrowserRouter>

/** The browser app: the data router over the route tree (providers live in the root route). */
export function App({ router }: { router: BrowserRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}
