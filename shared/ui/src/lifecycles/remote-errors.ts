import {
  REMOTE_ERROR_MESSAGE_CHARS,
  isRemoteName,
  pageTypeOf,
  type RemoteErrorSource,
  type RemoteName,
} from '@apteka/contracts';
import type { RemoteErrorReport } from '@apteka/contracts/schemas';

/**
 * What the remotes throw in shoppers' browsers, per remote and version, so `registry status` and the canary judge see a
 * version that loads and then breaks. The error boundaries around remotes, single-spa's error handler, the shell's
 * parcels and the page's uncaught errors whose stack runs through a remote's files (`/remotes/<name>/<version>/`)
 * all end here. A report is a fingerprint and a scrubbed, clipped message: no address, query string, number, id,
 * e-mail, phone or quoted text of anyone's. Reporting never throws and never waits: a report is handed to the
 * browser (a beacon) and forgotten.
 */

export interface RemoteErrorReporterOptions {
  /** whether this session reports at all: decided once per session, at the page's rate */
  sampled: boolean;
  /** the version of a remote this browser loaded (the registry's, not the one compiled into it) */
  versionOf: (remote: RemoteName) => string | null;
  /** hands a report to the browser to send; answers at once */
  send: (report: RemoteErrorReport) => void;
  /** the page's address now */
  location?: () => { pathname: string; search: string };
  /** where uncaught errors and rejections are heard (the window); none: only what is reported directly */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** A page that keeps failing reports its first few kinds of failure; the rest tell nothing new. */
export const REPORTS_PER_PAGE_LOAD = 20;
/** Frames of a stack that name the error's place in its fingerprint. */
const FINGERPRINT_FRAMES = 3;

const REMOTE_FILE = /\/remotes\/([a-z]+)\/([0-9A-Za-z.+-]{1,64})\//;
/** A frame's file: an address or a path, followed by its line and column. */
const FRAME_FILE = /((?:[a-z][a-z0-9+.-]*:\/\/[^\s()'"]+?)|(?:\/[^\s()'"]+?)):\d+(?::\d+)?/gi;
const IDENTIFIER = /^[A-Za-z_$][\w$.-]{0,40}$/;

/** An error's message with nothing of a shopper's in it, clipped: the sample `registry status` shows. */
export function scrubMessage(message: string): string {
  return (
    message
      // addresses keep their path, never their query or fragment
      .replace(/([\w/.~%-])[?#][^\s'"()]*/g, '$1')
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
      .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{12,}\b/gi, '<id>')
      .replace(/\+?\d[\d ()-]{8,}\d/g, '<phone>')
      // quoted text may be what a shopper typed; a quoted property name is the code's own
      .replace(/"([^"]*)"|'([^']*)'|«([^»]*)»/g, (quoted, double?: string, single?: string, guillemets?: string) => {
        const inside = double ?? single ?? guillemets ?? '';
        return IDENTIFIER.test(inside) ? quoted : `${quoted[0]}…${quoted[quoted.length - 1]}`;
      })
      .replace(/\d+(\.\d+)?/g, '<n>')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, REMOTE_ERROR_MESSAGE_CHARS)
  );
}

/** The files of a stack's top frames, without their line, column, query or the remote's version folder. */
export function topFrameFiles(stack: string, count = FINGERPRINT_FRAMES): string[] {
  const files: string[] = [];
  for (const match of stack.matchAll(FRAME_FILE)) {
    const file = match[1]!.replace(/[?#].*$/, '');
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (name) files.push(name);
    if (files.length === count) break;
  }
  return files;
}

/** A stable 53-bit hash (cyrb53) as 14 hex digits: the same error of the same remote has the same fingerprint. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

interface ErrorParts {
  name: string;
  message: string;
  stack: string;
}

function partsOf(error: unknown): ErrorParts {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message, stack } = error as Partial<ErrorParts>;
    return {
      name: typeof name === 'string' && name ? name : 'Error',
      message: typeof message === 'string' ? message : '',
      stack: typeof stack === 'string' ? stack : '',
    };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : '', stack: '' };
}

/** The fingerprint of an error of a remote: its name, scrubbed message and top frames' files. */
export function fingerprintOf(remote: string, error: unknown): { fingerprint: string; message: string } {
  const { name, message, stack } = partsOf(error);
  const scrubbed = scrubMessage(`${name}: ${message}`);
  return { fingerprint: hash([remote, scrubbed, ...topFrameFiles(stack)].join('\n')), message: scrubbed };
}

/** The remote and version whose files a stack runs through, if any. */
export function remoteOfStack(stack: string): { remote: RemoteName; version: string } | null {
  const match = REMOTE_FILE.exec(stack);
  if (!match || !isRemoteName(match[1])) return null;
  return { remote: match[1], version: match[2]! };
}

interface Reporter {
  /** `version`: the one the remote's own code names, used when the registry's is unknown */
  report(remote: RemoteName, version: string | null, error: unknown, source: RemoteErrorSource): void;
  /** an error of the page, reported when its stack runs through a remote's files (which name their version) */
  reportFromStack(error: unknown, source: RemoteErrorSource): void;
  stop(): void;
}

let reporter: Reporter | null = null;

/** A report that cannot be made is not worth a second failure: the page is in trouble already. */
function safely(report: () => void): void {
  try {
    report();
  } catch {
    // nothing more to do
  }
}

function createReporter(options: RemoteErrorReporterOptions): Reporter {
  const { sampled, versionOf, send, target } = options;
  const where = options.location ?? (() => window.location);
  const seen = new Set<string>();

  /** Once per page address and fingerprint: an error thrown at every render is one report, not hundreds. */
  const sendOnce = (remote: RemoteName, version: string | null, error: unknown, source: RemoteErrorSource) => {
    // a developer's own server is nobody's release
    if (!sampled || !version || version === 'override' || seen.size >= REPORTS_PER_PAGE_LOAD) return;
    const { pathname, search } = where();
    const { fingerprint, message } = fingerprintOf(remote, error);
    const key = `${pathname}\n${fingerprint}`;
    if (seen.has(key)) return;
    seen.add(key);
    send({ app: remote, version, pageType: pageTypeOf(pathname, search), fingerprint, source, message });
  };
  // the registry's version names the release (a local rebuild is published under a version of its own)
  const report: Reporter['report'] = (remote, version, error, source) =>
    sendOnce(remote, versionOf(remote) ?? version, error, source);
  const reportFromStack: Reporter['reportFromStack'] = (error, source) => {
    const owner = remoteOfStack(partsOf(error).stack);
    if (owner) sendOnce(owner.remote, owner.version, error, source);
  };
  // a listener that threw would raise another error event: its own
  const onError = (event: Event) => safely(() => reportFromStack((event as ErrorEvent).error, 'window'));
  const onRejection = (event: Event) =>
    safely(() => reportFromStack((event as PromiseRejectionEvent).reason, 'rejection'));
  target?.addEventListener('error', onError);
  target?.addEventListener('unhandledrejection', onRejection);
  return {
    report,
    reportFromStack,
    stop: () => {
      target?.removeEventListener('error', onError);
      target?.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/**
 * Starts reporting the page's remote errors (the shell calls it once, at start); answers how to stop. Until then,
 * and on the server, reports go nowhere.
 */
export function startRemoteErrorReports(options: RemoteErrorReporterOptions): () => void {
  reporter?.stop();
  const started = createReporter(options);
  reporter = started;
  return () => {
    started.stop();
    if (reporter === started) reporter = null;
  };
}

/** Reports what a remote threw: `version` is the one its own code names, used when the registry's is unknown. */
export function reportRemoteError(
  remote: string,
  version: string | null,
  error: unknown,
  source: RemoteErrorSource,
): void {
  safely(() => {
    if (reporter && isRemoteName(remote)) reporter.report(remote, version, error, source);
  });
}

/** Reports an error of the page whose stack runs through a remote's files; nothing for the shell's own. */
export function reportErrorOfAnyRemote(error: unknown, source: RemoteErrorSource): void {
  safely(() => reporter?.reportFromStack(error, source));
}
