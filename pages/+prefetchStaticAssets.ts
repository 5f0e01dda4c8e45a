// Vike's built-in link prefetch is off: client/prefetch.ts prefetches instead, because it has
// to skip slow (2g) and data-saver connections (spec §9), which the built-in one cannot.
// Environment: client.
export default false
