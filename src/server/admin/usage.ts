export const USAGE = `Usage:
  npm run admin -- add-university <slug> "<name>"
  npm run admin -- add-staff <slug> <email> "<name>" [--role operator|manager]
  npm run admin -- set-pin <slug> <email>
  npm run admin -- set-password <slug> <email>
  npm run admin -- import <ceremonies|stocks|students|staff> <slug> <file.csv> [--dry-run]
  npm run admin -- export <orders|order-items|ceremonies|stocks|students|staff> <slug>
                   [--ceremony CODE] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv]
  npm run admin -- terminal pair <slug> <kiosk-code> "<label>" [--adapter simulator|linkly]
                   [--setting name=value …]
  npm run admin -- terminal list <slug>
  npm run admin -- terminal unpair <slug> <kiosk-code>

add-staff, set-pin and set-password ask for the password and PIN at a hidden prompt, or read
them from standard input, one a line, when it is not a terminal. A kiosk's code (K-1A2B3C) shows
on its card payment screen once it has been signed in.
Works on DATABASE_URL, or else on the embedded database in DATA_DIR (default ./data), which
must not be open in a running server.`

/** A command line the CLI cannot run: it prints the usage and exits with status 2. */
export class UsageError extends Error {}
