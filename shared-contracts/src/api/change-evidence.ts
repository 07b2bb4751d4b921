import { z } from 'zod/mini';

/**
 * Why Adlens believes a change (issue 38, decision 0061): every change drawn from crawls rests on
 * runs of known coverage and reads as one line, e.g. "not seen in 3 complete crawls since Nov 24".
 * A list of such lines, one per change; a server before contract 1.2.0 sends none (read as empty).
 */
export const evidenceLinesSchema = z._default(z.array(z.string()), []);
export type EvidenceLines = z.infer<typeof evidenceLinesSchema>;
