import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The takings report is a page of its own, so its code never lands in the kiosk's bundle.
    rollupOptions: { input: { main: 'index.html', report: 'report.html' } },
    // Which chunks the page loads first, for the first-JS budget (npm run check:bundle).
    manifest: true,
  },
})
