import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // One bundle for the kiosk is fine: it loads once per day, over a local network.
    chunkSizeWarningLimit: 1200,
    // The takings report is a page of its own, so its code never lands in the kiosk's bundle.
    rollupOptions: { input: { main: 'index.html', report: 'report.html' } },
  },
})
