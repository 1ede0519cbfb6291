import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks the page loads first, for the first-JS budget (npm run check:bundle).
    manifest: true,
  },
})
