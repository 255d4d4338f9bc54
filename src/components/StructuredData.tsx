import { jsonForScript } from '../lib/structuredData';

/** schema.org data as JSON-LD. A data block, never run as script, so the CSP's script-src does not apply. */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
