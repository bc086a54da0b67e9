import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';
import type { ChildGroup } from './child-group';

export const NGINX_SITE = path.join(ROOT, 'ops/nginx/apteka.conf');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** What one machine adds to the repo's site: nginx's port, the API instances' ports, the origin folder. */
export interface NginxMachine {
  port: number;
  upstreamPorts: number[];
  origin: string;
}

/** Why nginx cannot run the repo's site here; null when it can. */
export function nginxUnavailable(): string | null {
  if (!BINARIES.some((binary) => fs.existsSync(binary))) {
    return 'nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)';
  }
  if (!fs.existsSync(BROTLI_MODULE)) {
    return 'nginx lacks brotli_static: apt-get install libnginx-mod-http-brotli-static (.ci/run does)';
  }
  return null;
}

/** How the upstream list names the instance on `port`: the name an instance's page ring (PAGE_RING) spells it by. */
export const upstreamServer = (port: number) => `127.0.0.1:${port}`;

/** Writes nginx.conf and apteka.d/ into `conf` for the repo's site on this machine. */
export function writeNginxFiles(conf: string, machine: NginxMachine): void {
  fs.mkdirSync(path.join(conf, 'apteka.d'), { recursive: true });
  fs.mkdirSync(path.join(conf, 'logs'), { recursive: true });
  fs.mkdirSync(path.join(conf, 'temp'), { recursive: true });
  fs.writeFileSync(
    path.join(conf, 'apteka.d/upstreams.conf'),
    machine.upstreamPorts.map((port) => `server ${upstreamServer(port)} max_fails=1 fail_timeout=5s;\n`).join(''),
  );
  fs.writeFileSync(
    path.join(conf, 'apteka.d/listen.conf'),
    `listen 127.0.0.1:${machine.port};\nserver_name localhost;\n`,
  );
  fs.writeFileSync(path.join(conf, 'apteka.d/origin.conf'), `root ${machine.origin};\n`);
  const asRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(conf, 'nginx.conf'),
    [
      `load_module ${BROTLI_MODULE};`,
      // as root nginx would hand its workers to nobody, who cannot read this folder
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      'pid nginx.pid;',
      `error_log ${path.join(conf, 'logs/error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(conf, 'logs/access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(conf, 'temp', kind)};`,
      ),
      '  sendfile on;',
      '  keepalive_timeout 65s;',
      `  include ${NGINX_SITE};`,
      '}',
      '',
    ].join('\n'),
  );
}

/** Checks the configuration in `conf`, then starts nginx on it in `children`; it stops gracefully with them. */
export function startNginx(children: ChildGroup, conf: string): ChildProcess {
  const problem = nginxUnavailable();
  if (problem) throw new Error(problem);
  const binary = BINARIES.find((candidate) => fs.existsSync(candidate))!;
  const args = ['-p', conf, '-c', path.join(conf, 'nginx.conf')];
  const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  return children.spawn(binary, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    // nginx's graceful stop: it finishes the requests it serves
    stopSignal: 'SIGQUIT',
  });
}
