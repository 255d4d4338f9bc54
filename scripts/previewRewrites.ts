import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A rewrite of firebase.json's hosting section that serves one file for every path under a folder. */
interface FolderRewrite {
  source: string;
  destination: string;
}

/**
 * The file firebase.json's rewrites serve at `pathname`, for the rewrites of a whole folder
 * (`/ads/**`); undefined where none applies. The catch-all `**` is left to the preview server's own
 * fallback to index.html. Like Firebase Hosting, a file of the build at the path comes first.
 */
export function folderRewriteFor(
  rewrites: readonly FolderRewrite[],
  pathname: string,
  hasFile: (path: string) => boolean,
): string | undefined {
  if (hasFile(pathname) || hasFile(`${pathname}.html`)) return undefined;
  for (const { source, destination } of rewrites) {
    const folder = /^(\/.+)\/\*\*$/.exec(source)?.[1];
    if (folder && pathname.startsWith(`${folder}/`) && pathname.length > folder.length + 1)
      return destination;
  }
  return undefined;
}

/**
 * `vite preview`, which the journeys run against, serves the build as Firebase Hosting would: with
 * firebase.json's folder rewrites, so every /ads/{id} gets the prerendered ad page shell.
 */
export function previewHostingRewrites(): Plugin {
  return {
    name: 'preview-hosting-rewrites',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const root = server.config.root;
      const outDir = resolve(root, server.config.build.outDir);
      const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
        hosting: { rewrites?: FolderRewrite[] };
      };
      const rewrites = hosting.rewrites ?? [];
      const hasFile = (path: string) => existsSync(join(outDir, decodeURIComponent(path)));
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        const destination = folderRewriteFor(rewrites, url.pathname, hasFile);
        if (destination) request.url = destination + url.search;
        next();
      });
    },
  };
}
