export { useLocale } from '../../shared/locales/intl.js'
