export { useLocale } from '../../locales/intl.js'
