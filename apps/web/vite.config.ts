import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      filename: 'sw.js',
      includeAssets: ['favicon.svg', 'favicon.ico', 'color-scheme.js'],
      manifest: {
        name: 'Encore',
        short_name: 'Encore',
        description: 'Back office for live-show ticketing',
        lang: 'fr',
        start_url: '/',
        display: 'standalone',
        theme_color: '#7048e8',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The chunk graph, read by the bundle-size test (e2e/bundle-size.spec.ts).
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups, includeDependenciesRecursively: false } },
    },
  },
});
