import { MessageCircle, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { whatsappUrl } from '@/contract/site-config'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { useSiteConfig } from '../../config/site-config'

const WHATSAPP_GREEN = '#047857'

const Dock = styled.div`
  position: fixed;
  inset-inline-end: 1rem;
  bottom: 1rem;
  z-index: 90;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    inset-inline-end: 1.5rem;
    bottom: 1.5rem;
  }
`

const Toggle = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border: 0;
  border-radius: 50%;
  background: ${WHATSAPP_GREEN};
  color: #ffffff;
  box-shadow: 0 10px 30px rgba(4, 120, 87, 0.35);
  cursor: pointer;
  transition: transform 150ms ease-out;
  &:hover {
    transform: scale(1.05);
  }
`

const Badge = styled.span`
  position: absolute;
  top: -2px;
  inset-inline-end: -2px;
  display: grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 999px;
  border: 2px solid #ffffff;
  background: #dc2626;
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
`

const Panel = styled.div`
  width: min(22rem, calc(100vw - 2rem));
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  box-shadow: 0 20px 50px rgba(15, 23, 42, 0.22);
  overflow: hidden;
  header {
    padding: 1rem 1.25rem;
    background: ${WHATSAPP_GREEN};
    color: #ffffff;
  }
  h2 {
    font-size: 1.0625rem;
    margin: 0;
  }
  header p {
    margin: 0.2rem 0 0;
    font-size: 0.875rem;
    color: #d1fae5;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.75rem;
    display: grid;
    gap: 0.5rem;
  }
  p.intro {
    margin: 1rem 1.25rem 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`

const QuickMessage = styled.a`
  display: block;
  padding: 0.7rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: 0.95rem;
  &:hover {
    border-color: ${WHATSAPP_GREEN};
    background: #ecfdf5;
    color: ${({ theme }) => theme.colors.text};
  }
`

const PANEL_ID = 'chat-widget-panneau'
const TITLE_ID = 'chat-widget-titre'

/**
 * The widget's words, in the page's language. The landing page (server-rendered) reads them from
 * its catalogue and passes them as props: this island loads with the page, and the page's script
 * budget has no room for a message catalogue or its runtime.
 */
export interface ChatWidgetText {
  title: string
  delay: string
  intro: string
  /** Read after each message by screen readers: the link opens a new tab. */
  newTab: string
  open: string
  close: string
  /** The preset messages (spec 1 §9: five). */
  messages: string[]
}

/**
 * The floating chat widget (spec 1 §2 and §9): a button that opens a panel of five preset
 * messages; choosing one opens WhatsApp with that text in a new tab and closes the panel.
 * Escape closes it and gives focus back to the button. An island: explicit ids, no router.
 */
export default function ChatWidget({ text }: { text: ChatWidgetText }) {
  const { whatsappNumber } = useSiteConfig()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const firstMessageRef = useRef<HTMLAnchorElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (open) firstMessageRef.current?.focus()
    else if (wasOpen.current) toggleRef.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <Dock
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false)
      }}
    >
      {open ? (
        <Panel id={PANEL_ID} role="dialog" aria-labelledby={TITLE_ID}>
          <header>
            <h2 id={TITLE_ID}>{text.title}</h2>
            <p>{text.delay}</p>
          </header>
          <p className="intro">{text.intro}</p>
          <ul>
            {text.messages.map((message, index) => (
              <li key={message}>
                <QuickMessage
                  ref={index === 0 ? firstMessageRef : undefined}
                  href={whatsappUrl(whatsappNumber, message)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                >
                  {message}
                  <VisuallyHidden>{text.newTab}</VisuallyHidden>
                </QuickMessage>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-label={open ? text.close : text.open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={28} aria-hidden="true" /> : <MessageCircle size={28} aria-hidden="true" />}
        {open ? null : <Badge aria-hidden="true">1</Badge>}
      </Toggle>
    </Dock>
  )
}
