// The emulators' processes and the commands run beside them: each started in its own group and
// stopped with everything it started, however this process ends.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from './project.mjs';

/** Whether nothing listens on host:port yet. */
export function portFree(host, port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, host, () => server.close(() => done(true)));
  });
}

/** A port the system has just handed out, so free at this moment. */
export function anyFreePort(host) {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Every emulator started here, stopped when this process ends, however it ends. */
const started = new Set();
/** Commands run while the emulators are up (Vitest, Playwright, Vite): handed on any stop signal. */
const commands = new Set();

function stopGroup(child) {
  try {
    // A negative pid signals the whole group: a launcher script and the Java it started.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

let cleanupInstalled = false;
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const child of started) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      for (const child of commands) child.kill(signal);
      for (const child of started) stopGroup(child);
      process.exit(130);
    });
  }
}

/** Starts `command` in its own process group and resolves once `url` answers. */
export async function startProcess(name, [file, args], url, { env = process.env, log } = {}) {
  installCleanup();
  const child = spawn(file, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
    if (log) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', () => done(true)));
  child.once('error', (error) => keep(`${error.message}\n`));

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await answers(url)) break;
    if (await Promise.race([exited, new Promise((done) => setTimeout(() => done(false), 250))])) {
      started.delete(child);
      throw new Error(`${name} stopped before it answered:\n${output.trim()}`);
    }
  }
  if (!(await answers(url))) {
    stopGroup(child);
    throw new Error(`${name} did not answer at ${url} within 90 s:\n${output.trim()}`);
  }
  return {
    async stop() {
      if (!started.has(child)) return;
      stopGroup(child);
      // The launcher may exit before the Java it started: wait for the whole group to be gone.
      const deadline = Date.now() + 10_000;
      while (groupAlive(child) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
      if (groupAlive(child)) process.kill(-child.pid, 'SIGKILL');
      started.delete(child);
    },
  };
}

function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command to its end with the given extra environment; resolves with its exit code. */
export function run(file, args, extraEnv = {}) {
  installCleanup();
  return new Promise((done) => {
    const child = spawn(file, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    commands.add(child);
    child.once('exit', () => commands.delete(child));
    child.once('error', (error) => {
      console.error(`Could not start ${file}: ${error.message}`);
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
