/**
 * The ports of the dev composition (`pnpm dev`), each movable by an environment variable so that a
 * second composition (the dev smoke, a developer's own) can run beside the first.
 */
export const DEV_PORTS = {
  dev_api: { variable: 'DEV_API_PORT', fallback: 4000 },
  adlens_host: { variable: 'DEV_HOST_PORT', fallback: 3000 },
  remote_auth: { variable: 'DEV_REMOTE_AUTH_PORT', fallback: 3001 },
  remote_search: { variable: 'DEV_REMOTE_SEARCH_PORT', fallback: 3002 },
  remote_insights: { variable: 'DEV_REMOTE_INSIGHTS_PORT', fallback: 3003 },
  remote_account: { variable: 'DEV_REMOTE_ACCOUNT_PORT', fallback: 3004 },
  // The composition's stand-ins for outside services: the OAuth provider, the payment gateway and
  // the mail catcher.
  oauth_standin: { variable: 'OAUTH_STANDIN_PORT', fallback: 4010 },
  payment_standin: { variable: 'PAYMENT_STANDIN_PORT', fallback: 4020 },
  mail_smtp: { variable: 'MAIL_SMTP_PORT', fallback: 1025 },
  mail_web: { variable: 'MAIL_WEB_PORT', fallback: 1080 },
};

/** The dev port of a composition member (`dev_api` or a federation name) under `env`. */
export function devPort(name, env = process.env) {
  const entry = DEV_PORTS[name];
  if (!entry) throw new Error(`no dev port for ${name}`);
  const raw = env[entry.variable];
  if (raw === undefined || raw === '') return entry.fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${entry.variable} must be a port number, got "${raw}"`);
  }
  return port;
}

/**
 * The development pin set with each dev-served remote's entry moved to its configured port. Entries
 * that are not a remote's local dev server (e.g. a pinned release URL) stay as written.
 */
export function withDevPorts(pinSet, env = process.env) {
  return {
    ...pinSet,
    remotes: pinSet.remotes.map((remote) => {
      if (!(remote.name in DEV_PORTS)) return remote;
      const url = new URL(remote.entry, 'http://relative.invalid');
      if (url.hostname !== 'localhost' || url.port !== String(DEV_PORTS[remote.name].fallback)) {
        return remote;
      }
      url.port = String(devPort(remote.name, env));
      return { ...remote, entry: url.href };
    }),
  };
}
