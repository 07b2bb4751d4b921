import type { Endpoint } from '@adlens/shared-contracts';
import { publicContractExports } from '@adlens/shared-contracts/openapi';
import { z } from 'zod';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

/** Shaped like an endpoint, declared access or not (the matrix reports those without). */
type ContractEndpoint = Omit<Endpoint, 'access'> & { access?: unknown };

function looksLikeEndpoint(value: unknown): value is ContractEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.method === 'string' &&
    METHODS.has(candidate.method) &&
    typeof candidate.path === 'string' &&
    // The contract is zod mini: its schemas are core schemas, not classic `z.ZodType`s.
    candidate.data instanceof z.core.$ZodType
  );
}

/**
 * Every endpoint the contract exports, found by shape rather than listed, so that a new endpoint
 * is in the matrix the moment it is exported.
 */
export function contractEndpoints() {
  const found: { name: string; endpoint: ContractEndpoint }[] = [];
  for (const [name, value] of Object.entries(publicContractExports())) {
    if (looksLikeEndpoint(value)) found.push({ name, endpoint: value });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
