import { hostname } from 'node:os';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { pino, type DestinationStream } from 'pino';

// pino level → syslog severity (RFC 5424 §6.2.1); facility local0 (16).
const SEVERITY: Record<number, number> = { 60: 2, 50: 3, 40: 4, 30: 6, 20: 7, 10: 7 };
const FACILITY = 16;
// Lines kept while the collector is away; past this the oldest are dropped (and the count is shipped later).
const QUEUE_LIMIT = 10_000;
const RECONNECT_MS = 1000;

/** One RFC 5424 message with RFC 6587 octet-counting framing: what rsyslog, syslog-ng, Vector and Fluent Bit take. */
export function frameSyslog(line: string, appName = 'streamit'): string {
  const body = line.replace(/\n$/, '');
  let level = 30;
  let time = Date.now();
  try {
    const parsed = JSON.parse(body) as { level?: unknown; time?: unknown };
    if (typeof parsed.level === 'number') level = parsed.level;
    if (typeof parsed.time === 'number') time = parsed.time;
  } catch {
    // Not JSON (cannot happen with pino): shipped as it is, at info.
  }
  const priority = FACILITY * 8 + (SEVERITY[level] ?? 6);
  const message = `<${priority}>1 ${new Date(time).toISOString()} ${hostname()} ${appName} ${process.pid} - - ${body}`;
  return `${Buffer.byteLength(message)} ${message}`;
}

/** A pino destination that ships each line to a syslog collector over TCP or TLS, reconnecting when it drops. */
class SyslogShipper implements DestinationStream {
  private socket: Socket | null = null;
  private connected = false;
  private readonly queue: string[] = [];
  private dropped = 0;

  constructor(private readonly target: URL) {}

  write(line: string): void {
    if (this.queue.length >= QUEUE_LIMIT) {
      this.queue.shift();
      this.dropped += 1;
    }
    this.queue.push(frameSyslog(line));
    if (this.connected) this.flush();
    else this.connect();
  }

  private connect(): void {
    if (this.socket) return;
    const port = Number(this.target.port);
    const host = this.target.hostname.replace(/^\[|\]$/g, '');
    const socket =
      this.target.protocol === 'tls:'
        ? connectTls({ host, port, servername: host })
        : connectTcp({ host, port });
    this.socket = socket;
    socket.once(this.target.protocol === 'tls:' ? 'secureConnect' : 'connect', () => {
      this.connected = true;
      this.flush();
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      this.socket = null;
      this.connected = false;
      // The process must not be kept alive by a collector that is away.
      setTimeout(() => {
        if (this.queue.length > 0) this.connect();
      }, RECONNECT_MS).unref();
    });
    socket.unref();
  }

  private flush(): void {
    if (this.dropped > 0) {
      const note = JSON.stringify({ level: 40, time: Date.now(), msg: `${this.dropped} log lines dropped` });
      this.queue.unshift(frameSyslog(note));
      this.dropped = 0;
    }
    const frames = this.queue.splice(0);
    if (frames.length > 0) this.socket?.write(frames.join(''));
  }
}

const destinations = new Map<string, DestinationStream>();

/**
 * Where this process's log lines go: undefined (pino's own stdout) without LOG_TARGET; with it (`tcp://` or
 * `tls://host:port`), stdout and a syslog collector on another machine (ASVS V16.4.3). One destination per
 * target, shared by every logger of the process.
 */
export function logDestination(logTarget: string | undefined): DestinationStream | undefined {
  if (!logTarget) return undefined;
  let destination = destinations.get(logTarget);
  if (!destination) {
    const streams = [
      { level: 'trace' as const, stream: pino.destination(1) },
      { level: 'trace' as const, stream: new SyslogShipper(new URL(logTarget)) },
    ];
    destinations.set(logTarget, (destination = pino.multistream(streams)));
  }
  return destination;
}
