import { defineConfig } from 'vite';

/** The back office is built once into dist/ and served by the API at /admin. */
export default defineConfig({
  base: '/admin/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // MUI marks its modules "use client" for React Server Components; a single-page app has none.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
