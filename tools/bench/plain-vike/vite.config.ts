// The plain-Vike baseline's own Vite config: what a new vike-react app starts with.
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react()],
  build: { target: 'es2022' },
})
