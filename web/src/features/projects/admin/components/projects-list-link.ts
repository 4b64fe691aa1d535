import { useLocation } from 'react-router'

const LIST = '/admin/projects'

/** Navigation state a project card passes: the list's address with its filters (?status=&q=&page=). */
export interface FromProjectsList {
  projectsList: string
}

/** The state to give a link from the list to a project, so the way back keeps the filters. */
export function useFromProjectsList(): FromProjectsList {
  const { pathname, search } = useLocation()
  return { projectsList: `${pathname}${search}` }
}

/** Where "Retour aux projets" leads: the list as the staff member left it, else the whole list. */
export function useProjectsListLink(): string {
  const { state } = useLocation()
  const from = (state as Partial<FromProjectsList> | null)?.projectsList
  return typeof from === 'string' && (from === LIST || from.startsWith(`${LIST}?`)) ? from : LIST
}
