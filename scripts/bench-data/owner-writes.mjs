// Seeding the Firestore emulator in bulk through its owner path, past the rules.
import { PROJECT_ID } from '../emulators/project.mjs';

/** A JavaScript value as a Firestore REST value. */
function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'string') return { stringValue: value };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toValue(v)])) } };
}

/** Writes `docs` ([path, data] pairs) 500 to a commit, four commits at a time, as the owner. */
export async function bulkWrite(host, docs) {
  const base = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const chunks = [];
  for (let i = 0; i < docs.length; i += 500) chunks.push(docs.slice(i, i + 500));
  const commit = async (chunk) => {
    const response = await fetch(`http://${host}/v1/${base}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({
        writes: chunk.map(([path, data]) => ({
          update: { name: `${base}/${path}`, fields: toValue(data).mapValue.fields },
        })),
      }),
    });
    if (!response.ok) throw new Error(`seeding: ${response.status} ${await response.text()}`);
  };
  for (let i = 0; i < chunks.length; i += 4) await Promise.all(chunks.slice(i, i + 4).map(commit));
}
