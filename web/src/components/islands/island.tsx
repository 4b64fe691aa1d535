import type { ComponentType } from 'react'
import { type IslandName, type IslandWhen, islands } from '../../app/islands'

/**
 * An interactive part of a server-rendered page. Public pages are sent as HTML and are not
 * hydrated as a whole (no router, no data cache in the browser): only their islands are,
 * each as its own React root (web/src/entry-islands.tsx), when the island needs it.
 * Inside the single-page app the island is an ordinary component.
 *
 * Rules for an island component: JSON props only; no router hooks or <Link> (plain <a>);
 * no `useId` (its ids depend on the position in the tree, which differs between the page
 * and the island's own root): give elements explicit ids.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = islands[name].when,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
  /** When it comes to life, if not as its definition says (app/islands.ts): a form that acts on its own at once. */
  when?: IslandWhen
}) {
  return (
    <div data-island={name} data-island-when={when} data-island-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      <Component {...props} />
    </div>
  )
}
