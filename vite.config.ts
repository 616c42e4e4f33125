import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The SSR bundle's entry is our Express app, which wraps React Router's server build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer", "pino"] },
});
