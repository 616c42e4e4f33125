import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Fonts stay files (KaTeX's among them): the Content-Security-Policy allows fonts from 'self' only, not data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined),
  },
  environments: {
    // Libraries in one long-cached chunk and the app's shared modules in another, instead of one
    // file per icon and helper: a page lists 40 module preloads otherwise (decision 0013).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // entriesAware: a grouped module goes into a chunk with the modules used by the same
              // set of pages, so a page loads only the libraries and shared code it uses (the admin
              // chart's Recharts, the marketing sections), not one chunk of everything shared by
              // any two pages. Small sets merge with a neighbour to keep preloads few.
              groups: [
                // A library only one page uses (dnd-kit on the student dashboard) stays with that page.
                { name: "vendor", test: /[\\/]node_modules[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 0 },
                // Scripts only: a stylesheet grouped here would load before app.css and reorder
                // Tailwind's layers (base after components).
                { name: "shared", test: /[\\/]app[\\/].*\.tsx?$/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 0 },
              ],
            },
          },
        },
      },
    },
    // The SSR bundle's entry is our Express app, which wraps React Router's server build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer", "pino"] },
});
