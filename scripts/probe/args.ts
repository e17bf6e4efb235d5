import type { Credentials } from './run';

/** Command line of `npm run api:probe`. */
export const USAGE = `Usage:
  npm run api:probe -- --url <API origin> --login <e-mail> --password <password> [--captcha-token <token>] [--json]
  npm run api:probe -- --url <API origin> --refresh-token <token> [--json]
  npm run api:probe -- --plan          (print the plan: which calls, inputs from which answers)

Signs in, calls every read endpoint the cabinet uses (GET only, nothing is written) and
reads each answer with the cabinet's own schemas. Exits 1 when an answer would break a
screen, 2 on a usage error. A refresh token rotates: the new one is printed (on stderr)
so that you can run again; no other token is ever printed.`;

export type ProbeArgs =
  | { mode: 'plan' }
  | {
      mode: 'run';
      url: string;
      credentials: Credentials;
      json: boolean;
    };

const VALUED = ['--url', '--login', '--password', '--captcha-token', '--refresh-token'] as const;
type Valued = (typeof VALUED)[number];

/** Parses the arguments; a string is the usage error to show. */
export function parseArgs(argv: readonly string[]): ProbeArgs | string {
  const values = new Map<Valued, string>();
  let json = false;
  if (argv.includes('--plan')) return { mode: 'plan' };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--json') {
      json = true;
      continue;
    }
    const [name = '', inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const option = VALUED.find((candidate) => candidate === name);
    if (!option) return `Unknown argument: ${arg}`;
    const value = inline ?? argv[++index];
    if (value === undefined || value === '') return `${option} needs a value`;
    values.set(option, value);
  }

  const url = values.get('--url');
  if (!url) return '--url is required';
  let origin: URL;
  try {
    origin = new URL(url);
  } catch {
    return `--url is not a URL: ${url}`;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return '--url must be http(s)';

  const refreshToken = values.get('--refresh-token');
  const login = values.get('--login');
  const password = values.get('--password');
  if (refreshToken) {
    if (login || password) return 'give either --login and --password, or --refresh-token';
    return { mode: 'run', url: url.replace(/\/+$/, ''), credentials: { refreshToken }, json };
  }
  if (!login || !password) return '--login and --password are required (or --refresh-token)';
  return {
    mode: 'run',
    url: url.replace(/\/+$/, ''),
    credentials: { login, password, captchaToken: values.get('--captcha-token') ?? '' },
    json,
  };
}
