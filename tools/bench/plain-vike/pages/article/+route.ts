export default '/article/@id'
