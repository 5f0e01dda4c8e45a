export { useLocale } from '../../renderer/intl.js'
