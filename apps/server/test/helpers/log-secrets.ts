import crypto from 'node:crypto';

/**
 * Issue #24: a log never holds a token, password, SMS or authenticator code, or ID number. This
 * finds them in a log's text — the API test's captured lines and the browser run's server log —
 * and says what leaked where without repeating the secret.
 */
export interface Secret {
  /** What it is, for the message: "demo password", "SMS code to 139…", "ID number of geren01". */
  kind: string;
  value: string;
}

export interface Leak {
  kind: string;
  /** 1-based line of the log. */
  line: number;
  /** The line with the secret blanked out, shortened. */
  excerpt: string;
}

/**
 * Our own fields of every JSON line, dropped before the search: the request id is random hex whose
 * digit runs would now and then spell a six-digit code, and time/pid hold long numbers.
 */
const OWN_FIELDS = ['reqId', 'time', 'pid', 'hostname'];

function searchable(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const fields = JSON.parse(line) as Record<string, unknown>;
    for (const f of OWN_FIELDS) delete fields[f];
    return JSON.stringify(fields);
  } catch {
    return line;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A code (digits only) counts when it stands alone, not inside a longer number. */
function pattern(value: string): RegExp {
  return /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`, 'g') : new RegExp(escape(value), 'g');
}

/** A session token is 32 random bytes in base64url (lib/crypto.ts randomToken): 43 characters. */
const TOKEN_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Every secret found in the log. `tokenHashes`: SHA-256 (hex) of the session tokens the server
 * issued (user_session.token_hash) — each token-shaped string of the log is hashed and looked up,
 * so a token is found without the search knowing it.
 */
export function findLeaks(log: string, secrets: readonly Secret[], tokenHashes: ReadonlySet<string> = new Set()): Leak[] {
  const leaks: Leak[] = [];
  const usable = secrets.filter((s) => s.value.length >= 6);
  const patterns = usable.map((s) => ({ ...s, re: pattern(s.value) }));
  log.split('\n').forEach((raw, index) => {
    const text = searchable(raw);
    for (const s of patterns) {
      s.re.lastIndex = 0;
      if (s.re.test(text)) leaks.push({ kind: s.kind, line: index + 1, excerpt: text.replace(pattern(s.value), '«…»').slice(0, 300) });
    }
    for (const candidate of text.match(TOKEN_SHAPED) ?? []) {
      if (tokenHashes.has(sha256(candidate))) leaks.push({ kind: 'session token', line: index + 1, excerpt: text.replaceAll(candidate, '«…»').slice(0, 300) });
    }
  });
  return leaks;
}

/** The failure message: one line per leak. */
export function describeLeaks(leaks: readonly Leak[], where: string): string {
  return [`${leaks.length} secret(s) in ${where}:`, ...leaks.slice(0, 30).map((l) => `  line ${l.line}: ${l.kind} — ${l.excerpt}`)].join('\n');
}

/** The codes and initial passwords texts carried (the SMS outbox's contents). */
export function secretsOfTexts(rows: readonly { mobile: string; content: string }[]): Secret[] {
  const out: Secret[] = [];
  for (const { mobile, content } of rows) {
    const to = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
    for (const [, code] of content.matchAll(/验证码为(\d{6})/g)) out.push({ kind: `SMS code to ${to}`, value: code! });
    for (const [, password] of content.matchAll(/初始密码：([^。，\s]+)/g)) out.push({ kind: `initial password sent to ${to}`, value: password! });
  }
  return out;
}
