// `npm run api:probe -- --url <API origin> --login <e-mail> --password <password>`: checks a
// real backend against the cabinet's contract, read-only (scripts/probe/, README "Check a
// real backend").
import { setApiOrigin } from '../src/env';
import { parseArgs, USAGE } from './probe/args';
import { PLAN } from './probe/plan';
import { formatJson, formatPlan, formatText } from './probe/report';
import { exitCodeOf, runProbe } from './probe/run';

const args = parseArgs(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(`${args}\n\n${USAGE}`);
  process.exit(2);
}
if (args.mode === 'plan') {
  console.log(formatPlan(PLAN));
  process.exit(0);
}

// Relative asset paths in answers resolve against the probed origin, as in the cabinet.
setApiOrigin(args.url);
const { report, rotatedRefreshToken } = await runProbe({ credentials: args.credentials });
console.log(args.json ? formatJson(report) : formatText(report));
if (rotatedRefreshToken) {
  console.error(
    `\nThe refresh token you gave has been rotated and no longer works. Next run:\n  --refresh-token ${rotatedRefreshToken}`,
  );
}
process.exitCode = exitCodeOf(report);
