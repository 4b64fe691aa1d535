/**
 * /dashboard, composed here because features never import each other (CONVENTIONS.md): the
 * dashboard feature owns the page and its tabs, the projects and messages features bring
 * the 'Mes démarches' list and the inbox, the account feature the controls of the settings tab.
 */
import { AccountControls } from '../../features/account/components/account-controls'
import DashboardPage from '../../features/dashboard/dashboard-page'
import { MessagesInbox } from '../../features/messages/components/messages-inbox'
import { ProjectList } from '../../features/projects/components/project-list'

export default function DashboardRoute() {
  return (
    <DashboardPage
      panels={{
        demarches: () => <ProjectList />,
        messages: (user) => <MessagesInbox user={user} />,
        account: (user) => <AccountControls user={user} />,
      }}
    />
  )
}
