// The shop's API calls on the browser's API client: one instance for the cart store (shop.ts) and
// the sign-in session (client/auth/session.ts), which must not load the cart store to sign in.
import { api } from '../api.js'
import { shopCalls } from './cartApi.js'

export const calls = shopCalls(api)
