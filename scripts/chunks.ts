/** The build manifest's chunks, as much of them as the page's script list needs. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** A chunk's file and every file it imports statically, in the order the browser needs them. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/** A modulepreload link as Vite writes it into index.html. */
export const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * What every guarded page waits for before it can ask anything: the guards and the backend. The
 * shell (index.html) is served only for the paths not prerendered, the guarded pages and unknown
 * addresses, so it names their chunks for the browser to fetch with the entry, instead of one
 * import after another once the app has started. Public pages never carry them.
 */
const GUARDED_CODE = ['src/app/guards.tsx', 'src/backend/firebase/index.ts', 'src/backend/local/index.ts'];

/** The shell with a modulepreload link for each chunk of GUARDED_CODE the build has, and their imports. */
export function withGuardedPreloads(shell: string, manifest: Manifest, base: string): string {
  const files = new Set<string>();
  for (const key of GUARDED_CODE) if (manifest[key]) chunkFiles(manifest, key, files);
  const listed = new Set([...shell.matchAll(modulePreload)].map((match) => match[1]));
  const links = [...files]
    .map((file) => base + file)
    .filter((url) => !listed.has(url) && !shell.includes(`src="${url}"`))
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">\n    `)
    .join('');
  return shell.replace('</head>', `${links}</head>`);
}
