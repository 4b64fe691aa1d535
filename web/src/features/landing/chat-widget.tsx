/** Floating chat widget (island). */
export default function ChatWidget() {
  return <div />
}
