/** Contact form (island). */
export default function ContactForm() {
  return <form />
}
