import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    // Libraries in one long-cached chunk and the app's shared modules in another, instead of one
    // file per icon and helper: a page lists 40 module preloads otherwise (decision 0013).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // A library only one page uses (dnd-kit on the student dashboard) stays with that page.
                { name: "vendor", test: /[\\/]node_modules[\\/]/, minShareCount: 2 },
                // Scripts only: a stylesheet grouped here would load before app.css and reorder
                // Tailwind's layers (base after components).
                // The marketing pages' sections are left out (they would load on every page); they
                // split into a chunk only those pages load. The root's floating prompt stays in.
                {
                  name: "shared",
                  test: /[\\/]app[\\/](?!features[\\/]marketing[\\/](?!floating-signup-prompt|dismissal-store|signup-prompt-rules)).*\.tsx?$/,
                  minShareCount: 2,
                },
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
