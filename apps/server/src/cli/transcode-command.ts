import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { MediaRejectedError, probeMediaFile } from '../modules/media/media-probe.js';
import { getMediaTools } from '../modules/media/media-tools.js';
import { buildTranscodeArgs } from '../modules/media/transcode-command.js';
import { planTranscode } from '../modules/media/transcode-plan.js';

const USAGE = `Usage: node apps/server/dist/cli/transcode-command.js --source <video file> --out <empty folder>

Probes the file exactly as an upload is probed and prints, as JSON, the ffmpeg binary and the one
command line the transcoding job would run for it ({ ffmpeg, args, durationSeconds }). Nothing is run
or stored. The output folder is created; the command writes its HLS ladder and extras there. Used by
the benchmark to time the raw command, and by operators to reproduce a failed transcode by hand.`;

/** A failure to report in one line, without a stack trace. */
class UsageError extends Error {}

function readOptions(): { source: string; out: string } {
  const { values } = parseArgs({
    options: { source: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.source || !values.out) throw new UsageError(USAGE);
  return { source: path.resolve(values.source), out: path.resolve(values.out) };
}

/** Prints the transcoding job's ffmpeg command for a file, built by the job's own code. */
async function printTranscodeCommand(): Promise<void> {
  const { source, out } = readOptions();
  const config = loadConfig();
  const tools = await getMediaTools(config);
  const probed = await probeMediaFile(tools.ffprobe, source);
  await mkdir(out, { recursive: true });
  const args = buildTranscodeArgs({
    sourcePath: source,
    demuxer: probed.demuxer,
    workDir: out,
    plan: planTranscode(probed),
    preset: config.TRANSCODE_PRESET,
  });
  const command = { ffmpeg: tools.ffmpeg, args, durationSeconds: probed.durationSeconds };
  process.stdout.write(`${JSON.stringify(command)}\n`);
}

try {
  await printTranscodeCommand();
} catch (error) {
  const known = error instanceof UsageError || error instanceof ConfigError;
  const message = error instanceof MediaRejectedError ? error.reason : known ? error.message : String(error);
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
