/** How long the links that set a password stay valid. */
export const RESET_LINK_MINUTES = 60
/** The set-your-password link sent to a client whose account was created with an order. */
export const SET_PASSWORD_LINK_HOURS = 72
