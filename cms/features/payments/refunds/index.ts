/** Refunds and their credit notes: from the back-office, or reported by Stripe for a refund made in its dashboard. */
export { refundPaymentRoute } from './refund-route'
export { recordStripeRefunds } from './stripe-dashboard-refund'
