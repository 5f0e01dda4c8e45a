// Imported first by benchmarks that load React themselves: React picks its development or
// production build when it is first loaded, from NODE_ENV, and the development build renders
// several times slower. Vike's pre-rendering runs in production mode; so must the comparison.
process.env.NODE_ENV ??= 'production'
