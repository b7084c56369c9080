// Pre-test step of `npm run test:e2e`: makes sure a Chromium exists. On Debian/Ubuntu as root it installs
// Debian's `chromium` package; elsewhere it stops with a message saying how to get one.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium, findPlaywrightBrowser } from './chromium-path.mjs';

const found = findChromium() ?? (await findPlaywrightBrowser());
if (found) {
  console.log(`e2e: using Chromium at ${found}`);
  process.exit(0);
}

const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const isDebianLike = /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(osRelease);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isDebianLike && isRoot) {
  console.log('e2e: no Chromium found; installing Debian’s chromium package (about a minute)…');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {
    stdio: 'inherit',
  });
  if (findChromium()) process.exit(0);
}
console.error(
  [
    'e2e: no Chromium found.',
    '  Install one and run again, for example:',
    '    Debian/Ubuntu:  sudo apt-get install -y chromium',
    '    or point CHROMIUM_PATH at a Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test',
  ].join('\n'),
);
process.exit(1);
