/**
 * For the configuration's tests only: the smallest environment a production start accepts (every
 * secret long and random enough, SMTP set). Each test adds or removes what it is about.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production' as const,
  PAYLOAD_SECRET: 'k3Jq9vX2mP7wL4tR8nB6yH1cF5gD0sZa',
  ADMIN_KEY: 'Q7w9E2r4T6y8U0i1O3p5A7s9',
  DATABASE_URL: 'postgres://localhost/x',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
}
