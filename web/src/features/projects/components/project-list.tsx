/** 'Mes démarches': the client's projects (to be built). */
export function ProjectList() {
  return <p>Mes démarches</p>
}
