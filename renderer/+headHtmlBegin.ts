// Google Consent Mode v2 default (everything denied) as the first script of <head>, before any
// tag manager code can run (client/consentDefault.ts; a host CSP allows it by its hash).
// Environment: server.
import { consentDefaultTag } from '../client/consentDefault.js'

export default consentDefaultTag
