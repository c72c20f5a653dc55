import { spawn } from 'node:child_process';
import { ROOT, assertNodeVersion, ensureDependencies } from './lib.mjs';

/** `npm run dev`: the API under tsx watch and the web app under Vite, both reloading on change. */
const PARTS = [
  { name: 'server', args: ['run', 'dev', '-w', 'apps/server'], colour: 36 },
  { name: 'web', args: ['run', 'dev', '-w', 'apps/web'], colour: 35 },
];

function prefixLines(name, colour, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`\u001b[${colour}m[${name}]\u001b[0m ${line}\n`);
  });
}

async function main() {
  assertNodeVersion();
  await ensureDependencies();
  console.log(
    'Starting the API on http://localhost:3000 and the web app on http://localhost:5173 (open this one).',
  );
  const children = PARTS.map(({ name, args, colour }) => {
    const child = spawn('npm', args, { cwd: ROOT, env: { NODE_ENV: 'development', ...process.env } });
    prefixLines(name, colour, child.stdout, process.stdout);
    prefixLines(name, colour, child.stderr, process.stderr);
    return child;
  });
  let exiting = false;
  for (const child of children) {
    child.once('exit', (code) => {
      if (exiting) return;
      exiting = true;
      for (const other of children) other.kill('SIGINT');
      process.exitCode = code ?? 1;
    });
  }
  process.on('SIGINT', () => {
    exiting = true;
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
