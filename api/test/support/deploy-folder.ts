import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A registry of the tests' deploy folders: the catalogue published in the folder itself, the content remote served
 * from another origin (a CDN).
 */
export const SAMPLE_REGISTRY = {
  allowOverrides: false,
  remotes: {
    catalog: { current: '1.0.0', versions: { '1.0.0': '/remotes/catalog/1.0.0/mf-manifest.json' } },
    content: {
      current: '2.0.0',
      versions: { '2.0.0': 'https://cdn.apteka.example/remotes/content/2.0.0/mf-manifest.json' },
    },
  },
};

/** Writes a file of a deploy folder, making its folders. */
export function writeDeployFile(root: string, relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
