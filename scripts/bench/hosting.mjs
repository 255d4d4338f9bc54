// A static server like Firebase Hosting, for the benchmark: clean URLs, files, then the SPA
// fallback, compressed as Hosting compresses; with `floor`, the same pages without their scripts.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, posix, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
]);

export const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** firebase.json's rewrites of a whole folder (`/ads/**` → the ad page shell), as [folder, file]. */
const folderRewrites = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).hosting.rewrites ?? []
).flatMap(({ source, destination }) => {
  const folder = /^(\/.+)\/\*\*$/.exec(source)?.[1];
  return folder ? [[folder, destination]] : [];
});

/** The file Firebase Hosting would answer `urlPath` with, relative to the public directory. */
function hostedFile(root, urlPath) {
  let path;
  try {
    path = posix.normalize(decodeURIComponent(urlPath));
  } catch {
    return '/index.html';
  }
  if (path.includes('\0')) return '/index.html';
  const bare = path.replace(/\/+$/, '');
  const candidates = [];
  if (bare && !bare.endsWith('.html')) candidates.push(`${bare}.html`); // clean URLs: /x/y → x/y.html
  candidates.push(path, `${bare}/index.html`); // the file itself, a folder's index
  for (const [folder, file] of folderRewrites) if (bare.startsWith(`${folder}/`)) candidates.push(file);
  candidates.push('/index.html'); // the SPA
  return candidates.find((candidate) => {
    const abs = join(root, candidate);
    return abs.startsWith(root + sep) && isFile(abs);
  });
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
function encodingFor(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressed(compressedCache, abs, encoding, readBody) {
  const key = `${encoding}:${abs}`;
  if (!compressedCache.has(key)) {
    const body = readBody(abs);
    compressedCache.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipSync(body, { level: 9 }),
    );
  }
  return compressedCache.get(key);
}

/** The page without its scripts: every <script> element and modulepreload link taken out. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>\s*/gi, '');
}

/**
 * Serves the build in `root` as Firebase Hosting would; with `floor`, every HTML page without its
 * scripts (the same HTML and CSS otherwise), for the page's floor.
 */
export function serve(root, { floor = false } = {}) {
  const floorHtml = new Map();
  const compressedCache = new Map();
  const readBody = (abs) => {
    if (!floor || !abs.endsWith('.html')) return readFileSync(abs);
    if (!floorHtml.has(abs)) floorHtml.set(abs, Buffer.from(withoutScripts(readFileSync(abs, 'utf8'))));
    return floorHtml.get(abs);
  };
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = hostedFile(root, urlPath);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const abs = join(root, file);
    const ext = extname(file).toLowerCase();
    const headers = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      // Hashed build assets never change; everything else gets Firebase Hosting's default.
      'Cache-Control':
        urlPath.startsWith('/assets/') && file.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'max-age=3600',
      Vary: 'Accept-Encoding',
    };
    const encoding = compressible.has(ext) ? encodingFor(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      const body = compressed(compressedCache, abs, encoding, readBody);
      response.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    } else {
      const body = readBody(abs);
      response.writeHead(200, { ...headers, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    }
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveServer(server));
  });
}
