// The demo project the emulators serve and where the repository is, for every emulator module.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-learn-and-earn';
export const bin = (name) => join(root, 'node_modules', '.bin', name);
