import { CHARGILY_STAND_IN_KEY, type ChargilyStandIn, startChargilyStandIn } from './chargily-stand-in'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { type Started, startInTurn } from './started'
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from './stripe-stand-in'
import { startTestServer, type TestServer } from './test-server'

export interface CardProvidersServer extends Started {
  server: TestServer
  smtp: SmtpCatcher
  chargily: ChargilyStandIn
  stripe: StripeStandIn
}

/** Starts the SMTP catcher, the Chargily and Stripe stand-ins, and a test server with both card providers wired to them (plus `env`). */
export function startCardProvidersServer(env: Record<string, string> = {}): Promise<CardProvidersServer> {
  return startInTurn(async (keep) => {
    const smtp = keep(await startSmtpCatcher(), (it) => it.stop())
    const chargily = keep(await startChargilyStandIn(), (it) => it.stop())
    const stripe = keep(await startStripeStandIn(), (it) => it.stop())
    const server = await startTestServer({
      smtpUrl: smtp.url,
      env: {
        ...env,
        CHARGILY_SECRET_KEY: CHARGILY_STAND_IN_KEY,
        CHARGILY_MODE: 'test',
        CHARGILY_API_URL: chargily.apiUrl,
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    })
    keep(server, (it) => it.stop())
    return { server, smtp, chargily, stripe }
  })
}
