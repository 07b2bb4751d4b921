/** The API the MCP server calls when `ADLENS_API_URL` is not set: dev-api's default address. */
export const DEFAULT_API_URL = 'http://localhost:4000/api';
export const DEFAULT_HTTP_HOST = '127.0.0.1';
export const DEFAULT_HTTP_PORT = 4050;

type Env = Record<string, string | undefined>;

function apiUrlOf(env: Env): string {
  const value = env.ADLENS_API_URL?.trim() || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ADLENS_API_URL is not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ADLENS_API_URL must be an http(s) URL, not ${url.protocol}`);
  }
  if (url.username || url.password || url.search) {
    // A secret in a URL ends up in logs: the key goes in ADLENS_API_KEY only.
    throw new Error(
      'ADLENS_API_URL must hold no credentials or query: put the key in ADLENS_API_KEY',
    );
  }
  return url.toString().replace(/\/+$/, '');
}

/** The stdio server's settings: one key, for the one assistant that started it. */
export function readStdioConfig(env: Env): { apiUrl: string; apiKey: string } {
  const apiKey = env.ADLENS_API_KEY?.trim();
  if (!apiKey) {
    throw new Error(
      'ADLENS_API_KEY is not set: create an API key on the Adlens profile page and pass it in the environment',
    );
  }
  return { apiUrl: apiUrlOf(env), apiKey };
}

export interface HttpConfig {
  apiUrl: string;
  host: string;
  port: number;
  /** Host names the `Host` header may carry (DNS rebinding: a web page cannot reach the server). */
  allowedHostnames: string[];
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The HTTP server's settings: no key here, each request brings its own. */
export function readHttpConfig(env: Env): HttpConfig {
  const host = env.ADLENS_MCP_HOST?.trim() || DEFAULT_HTTP_HOST;
  const port = Number(env.ADLENS_MCP_PORT?.trim() || DEFAULT_HTTP_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`ADLENS_MCP_PORT must be a port number, not "${env.ADLENS_MCP_PORT}"`);
  }
  const listed = (env.ADLENS_MCP_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return {
    apiUrl: apiUrlOf(env),
    host,
    port,
    allowedHostnames: listed.length
      ? listed
      : [...new Set([...LOOPBACK_NAMES, host.toLowerCase()])],
  };
}
