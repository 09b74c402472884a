// The notice of the packages whose code a build carries inside (MIT and the like ask that their notice travels with
// their code): one text file beside the bundles, each package with its name, version and licence text. The server's
// esbuild bundle and the Vite builds of the widget and the console write theirs with it, so each folder of bundled
// files that ships (dist/, the widget's dist/sdk/, the console's files) says whose code it holds.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const NOTICE_FILE = 'THIRD-PARTY-LICENSES.txt';

/** The folders of the installed packages that the given module paths belong to (this repository's own are none). */
export function packageRootsOf(paths) {
  const roots = new Set();
  for (const path of paths) {
    const match = /^(.*node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(path.replace(/^\0+/, '').replace(/\?.*$/, ''));
    if (match) roots.add(match[1]);
  }
  // By package name: what follows the folder's last node_modules/.
  const nameOf = (root) =>
    root
      .split(/[\\/]node_modules[\\/]/)
      .pop()
      .replace(/\\/g, '/');
  return [...roots].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
}

/**
 * The notice for the packages in `roots`, introduced by `heading`. A bundled package that names no licence in its
 * package.json stops the build (its code could not be shipped knowingly); one with no licence file is quoted by the
 * licence its package.json names.
 */
export function thirdPartyNotice(roots, heading) {
  const notices = roots.map((root) => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    if (typeof manifest.license !== 'string')
      throw new Error(`${manifest.name}@${manifest.version} is bundled but names no licence in its package.json; choose another package`);
    const licenceFile = readdirSync(root).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
    const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
    const text = licenceFile
      ? readFileSync(join(root, licenceFile), 'utf8').trim()
      : `The package ships no licence file; its package.json names the ${manifest.license} licence${repository ? ` (${repository})` : ''}.`;
    return `${manifest.name}@${manifest.version} (${manifest.license})\n\n${text}\n`;
  });
  return `${heading}\n\n${notices.join(`\n${'-'.repeat(80)}\n\n`)}`;
}

/**
 * A Vite (Rolldown) plugin that writes the notice beside the build's entry file, for the packages any of its chunks
 * carries; a build with none writes nothing.
 */
export function thirdPartyLicenses() {
  return {
    name: 'svc:third-party-licenses',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const roots = packageRootsOf(chunks.flatMap((chunk) => chunk.moduleIds ?? Object.keys(chunk.modules ?? {})));
      if (roots.length === 0) return;
      const entry = chunks.find((chunk) => chunk.isEntry) ?? chunks[0];
      const folder = dirname(entry.fileName);
      this.emitFile({
        type: 'asset',
        fileName: folder === '.' ? NOTICE_FILE : `${folder}/${NOTICE_FILE}`,
        source: thirdPartyNotice(roots, 'The JavaScript files in this folder carry code of these packages, under their licences:'),
      });
    },
  };
}
