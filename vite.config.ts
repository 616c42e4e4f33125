import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

/**
 * The modules every page loads: the client entry, the root route and all they import statically.
 * They go into one chunk (besides the entry and root facades), since no page can skip any of
 * them; split by which pages also use them, they were ~30 files of a few hundred bytes each, and
 * on a slow connection a first visit waited for each (decision 0022).
 */
function shellModules(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    // An icon library's index re-exports every icon any page uses; the few the header and footer
    // use are left to the vendor group (the index's importers cannot say which ones they take).
    if (/[\\/]lucide-react[\\/]/.test(id)) return;
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(`${import.meta.dirname}/app/entry.client.tsx`);
  visit(`${import.meta.dirname}/app/root.tsx?__react-router-build-client-route`);
  return seen;
}
let shell: Set<string> | undefined;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Writes each built script, stylesheet and SVG of the client also as .br (Brotli at its highest
 * quality) and .gz, which the server sends as they are (server/app.ts): about 14% smaller than the
 * Brotli the compression middleware makes per request (decision 0022, ninth round). Written here
 * because vite-plugin-compression2 also compressed the server build under the environment API.
 */
function precompressAssets(): Plugin {
  return {
    name: "unibridge:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const files = Object.values(bundle).filter((file) => /\.(js|css|svg)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === "chunk" ? file.code : file.source;
          const target = path.join(options.dir ?? "", file.fileName);
          const [br, gz] = await Promise.all([
            compressBrotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            compressGzip(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  build: {
    // Kept (React Router deletes it otherwise): the server finds each language's strings chunk in
    // it (server/locale-scripts.ts), and so does the bundle budget check.
    manifest: true,
    rolldownOptions: {
      // A page imports its form's rules when the form is used, and its route module imports the
      // same rules for the server's action, which React Router removes from the browser build
      // afterwards (and the server build loads everything anyway): the bundler warns that the
      // dynamic import is ineffective, but the rules do leave the page's chunks (the bundle budget
      // measures it).
      checks: { ineffectiveDynamicImport: false },
    },
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
              // chart library, the marketing sections), not one chunk of everything shared by
              // any two pages. Small sets merge with a neighbour to keep preloads few.
              groups: [
                {
                  name: (id, ctx) => ((shell ??= shellModules(ctx)).has(id) ? "shell" : null),
                  test: /\.[cm]?[jt]sx?(\?|$)/,
                  priority: 1,
                },
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
