import { DataDirLockedError } from './db/data-dir-lock';

interface CauseLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The driver's error behind a failure (Drizzle and the migrator wrap it; Node may aggregate several). */
function causes(error: unknown): CauseLike[] {
  const found: CauseLike[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 5) return;
    const candidate = value as CauseLike;
    found.push(candidate);
    if (Array.isArray(candidate.errors)) candidate.errors.forEach((e) => visit(e, depth + 1));
    visit(candidate.cause, depth + 1);
  };
  visit(error, 0);
  return found;
}

/** Where DATABASE_URL points, without its password. */
function target(databaseUrl: string | undefined): string {
  try {
    const url = new URL(databaseUrl ?? '');
    return `${url.username ? `user "${decodeURIComponent(url.username)}" at ` : ''}${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * One line a person can act on for the failures of a start that are about the set-up, not the code (a
 * wrong DATABASE_URL, a bad variable, a data directory in use); undefined for anything else, which is
 * a bug and keeps its stack.
 */
export function describeStartupError(error: unknown, databaseUrl: string | undefined): string | undefined {
  if (error instanceof DataDirLockedError) return error.message;
  const message = error instanceof Error ? error.message : '';
  if (/^(JWT_SECRET|TICKET_SIGNING_KEY|JOURNAL_SIGNING_KEY)\b/.test(message)) return message;
  if (message.startsWith('Invalid environment:'))
    return `${message}. Check these variables (see README, "Configuration").`;
  const where = target(databaseUrl);
  for (const cause of causes(error)) {
    const text = typeof cause.message === 'string' ? cause.message : '';
    switch (cause.code) {
      case '3D000':
        return `Cannot open the database: ${text} (${where}). Check the database name in DATABASE_URL, or create it.`;
      case '28000':
      case '28P01':
        return `PostgreSQL refused the connection: ${text} (${where}). Check the user and password in DATABASE_URL.`;
      case 'ECONNREFUSED':
        return `Cannot reach PostgreSQL at ${where}: connection refused. Check the host and port in DATABASE_URL and that the server is running.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `Cannot reach PostgreSQL at ${where}: unknown host. Check the host name in DATABASE_URL.`;
      case 'ETIMEDOUT':
        return `Cannot reach PostgreSQL at ${where}: the connection timed out. Check the host, port and firewall.`;
    }
  }
  return undefined;
}
