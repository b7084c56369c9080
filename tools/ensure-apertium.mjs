// Step of `npm start` (and of a fresh machine's setup): makes sure Debian's Apertium packages exist, the
// offline engine behind POST /api/translations and ?lang= (Spanish → English, Portuguese, French, Italian).
// On Debian/Ubuntu as root it installs them; elsewhere it says how. Never fatal: without Apertium the server
// answers Spanish with the X-Translation-Passthrough flag, so it exits 0 either way.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const APERTIUM_PACKAGES = [
  'apertium',
  'apertium-eng-spa',
  'apertium-es-pt',
  'apertium-fr-es',
  'apertium-spa-ita',
];
const MODES = ['spa-eng_US', 'es-pt_BR', 'es-fr', 'spa-ita'];
const MODES_DIRS = ['/usr/share/apertium/modes', '/usr/local/share/apertium/modes'];

const missingModes = () => MODES.filter((m) => !MODES_DIRS.some((d) => existsSync(`${d}/${m}.mode`)));

if (process.env.TRANSLATE_PROVIDER && process.env.TRANSLATE_PROVIDER !== 'apertium') process.exit(0);
if (missingModes().length === 0) process.exit(0);

const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const isDebianLike = /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(osRelease);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isDebianLike && isRoot) {
  console.log('translation: installing Debian’s Apertium packages (offline machine translation, a minute)…');
  try {
    execSync(
      `apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${APERTIUM_PACKAGES.join(' ')}`,
      {
        stdio: 'inherit',
      },
    );
  } catch {
    // Reported below with the rest of what is missing.
  }
  if (missingModes().length === 0) process.exit(0);
}
console.warn(
  [
    `translation: Apertium modes missing: ${missingModes().join(', ')}.`,
    '  Without them the server answers those languages in Spanish, flagged with X-Translation-Passthrough: 1.',
    '  Install them and restart, for example:',
    `    Debian/Ubuntu:  sudo apt-get install -y ${APERTIUM_PACKAGES.join(' ')}`,
    '    or use Google: TRANSLATE_PROVIDER=google GOOGLE_TRANSLATE_KEY=… npm start',
  ].join('\n'),
);
process.exit(0);
